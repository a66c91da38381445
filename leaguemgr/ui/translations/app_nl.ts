<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>AmountField</name>
        <message>
            <source>enter an amount</source>
            <translation>voer een bedrag in</translation>
        </message>
    </context>
    <context>
        <name>BackupActions</name>
        <message>
            <source>&amp;Back up now…</source>
            <translation>Nu &amp;back-up maken…</translation>
        </message>
        <message>
            <source>Restore from Back&amp;up…</source>
            <translation>Herstellen uit back-&amp;up…</translation>
        </message>
        <message>
            <source>Back up the league database</source>
            <translation>Back-up van de competitiedatabase maken</translation>
        </message>
        <message>
            <source>Back up</source>
            <translation>Back-up maken</translation>
        </message>
        <message>
            <source>Choose a different file: a backup cannot replace the league.</source>
            <translation>Kies een ander bestand: een back-up kan de competitie niet vervangen.</translation>
        </message>
        <message>
            <source>Backed up to {file}</source>
            <translation>Back-up gemaakt in {file}</translation>
        </message>
        <message>
            <source>Put {backup} back as {league}?

The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.</source>
            <translation>{backup} terugzetten als {league}?

De competitie zoals die nu is, wordt als back-up bewaard. Bewerken ▸ Ongedaan maken begint opnieuw.</translation>
        </message>
        <message>
            <source>Restored {league} from {backup}</source>
            <translation>{league} hersteld uit {backup}</translation>
        </message>
    </context>
    <context>
        <name>BackupList</name>
        <message>
            <source>This league has no automatic backups.</source>
            <translation>Deze competitie heeft geen automatische back-ups.</translation>
        </message>
        <message>
            <source>Automatic backups</source>
            <translation>Automatische back-ups</translation>
        </message>
    </context>
    <context>
        <name>CardFileDialog</name>
        <message>
            <source>Standings card (*.png)</source>
            <translation>Kaart van de stand (*.png)</translation>
        </message>
        <message>
            <source>Night card (*.png)</source>
            <translation>Kaart van de avond (*.png)</translation>
        </message>
        <message>
            <source>Save card image</source>
            <translation>Kaartafbeelding opslaan</translation>
        </message>
    </context>
    <context>
        <name>CashBoxPanel</name>
        <message>
            <source>The season</source>
            <translation>Het seizoen</translation>
        </message>
        <message>
            <source>The league</source>
            <translation>De competitie</translation>
        </message>
        <message>
            <source>Taken in</source>
            <translation>Ontvangen</translation>
        </message>
        <message>
            <source>Buy-ins paid at the nights and payments recorded</source>
            <translation>Op de avonden betaalde buy-ins en geboekte betalingen</translation>
        </message>
        <message>
            <source>Paid out</source>
            <translation>Uitbetaald</translation>
        </message>
        <message>
            <source>Prizes and bounties handed over, and payouts recorded</source>
            <translation>Uitgereikte prijzen en premies, en geboekte uitbetalingen</translation>
        </message>
        <message>
            <source>Funds held</source>
            <translation>Beheerde potten</translation>
        </message>
        <message>
            <source>The funds, dues and charges, less free entries and prizes</source>
            <translation>De potten, contributies en kosten, min gratis inschrijvingen en prijzen</translation>
        </message>
        <message>
            <source>Owed to the league</source>
            <translation>Verschuldigd aan de competitie</translation>
        </message>
        <message>
            <source>Unpaid entries, dues and charges not yet paid</source>
            <translation>Onbetaalde inschrijvingen, contributies en kosten</translation>
        </message>
        <message>
            <source>Owed by the league</source>
            <translation>Verschuldigd door de competitie</translation>
        </message>
        <message>
            <source>Prizes and credits the league has not paid</source>
            <translation>Prijzen en tegoeden die de competitie nog niet heeft betaald</translation>
        </message>
        <message>
            <source>Cash on hand should be</source>
            <translation>In kas hoort te zijn</translation>
        </message>
        <message>
            <source>Funds held - owed to + owed by the league</source>
            <translation>Beheerde potten - verschuldigd aan + verschuldigd door de competitie</translation>
        </message>
        <message>
            <source>Cash box</source>
            <translation>Kas</translation>
        </message>
        <message>
            <source>A night, the season or the whole league</source>
            <translation>Een avond, het seizoen of de hele competitie</translation>
        </message>
        <message>
            <source>For:</source>
            <translation>Voor:</translation>
        </message>
    </context>
    <context>
        <name>ChangeWatcher</name>
        <message>
            <source>Cannot check the league for changes: {problem}</source>
            <translation>Kan de competitie niet op wijzigingen controleren: {problem}</translation>
        </message>
        <message>
            <source>New answers from the league's web site</source>
            <translation>Nieuwe antwoorden van de website van de competitie</translation>
        </message>
        <message>
            <source>a moment ago</source>
            <translation>zojuist</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>een ander programma</translation>
        </message>
        <message>
            <source>Reloaded: the league was changed by {who} at {when}</source>
            <translation>Opnieuw geladen: de competitie is gewijzigd door {who} om {when}</translation>
        </message>
    </context>
    <context>
        <name>EditFeedback</name>
        <message>
            <source>the change was refused</source>
            <translation>de wijziging is geweigerd</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Er is niets gewijzigd.</translation>
        </message>
    </context>
    <context>
        <name>FaultDialog</name>
        <message>
            <source>The league file is damaged.</source>
            <translation>Het competitiebestand is beschadigd.</translation>
        </message>
        <message>
            <source>Put back one of its automatic backups with File ▸ Restore from Backup…, or open another league.</source>
            <translation>Zet een van de automatische back-ups terug met Bestand ▸ Herstellen uit back-up…, of open een andere competitie.</translation>
        </message>
        <message>
            <source>This file is not a league database.</source>
            <translation>Dit bestand is geen competitiedatabase.</translation>
        </message>
        <message>
            <source>Choose another file, or start a new league with File ▸ New league….</source>
            <translation>Kies een ander bestand, of begin een nieuwe competitie met Bestand ▸ Nieuwe competitie….</translation>
        </message>
        <message>
            <source>The disk could not read or write the league.</source>
            <translation>De schijf kon de competitie niet lezen of schrijven.</translation>
        </message>
        <message>
            <source>Check the disk (or the network drive) and try again. If the league is damaged, put back a backup with File ▸ Restore from Backup….</source>
            <translation>Controleer de schijf (of de netwerkschijf) en probeer het opnieuw. Is de competitie beschadigd, zet dan een back-up terug met Bestand ▸ Herstellen uit back-up….</translation>
        </message>
        <message>
            <source>The disk is full: nothing was saved.</source>
            <translation>De schijf is vol: er is niets opgeslagen.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then make the change again. What was saved before is safe.</source>
            <translation>Maak ruimte vrij op de schijf en breng de wijziging opnieuw aan. Wat eerder is opgeslagen, is veilig.</translation>
        </message>
        <message>
            <source>The league may not be written here.</source>
            <translation>De competitie mag hier niet worden geschreven.</translation>
        </message>
        <message>
            <source>Copy the league to a folder you may write to and open the copy.</source>
            <translation>Kopieer de competitie naar een map waarin u mag schrijven en open de kopie.</translation>
        </message>
        <message>
            <source>Another program is writing the league.</source>
            <translation>Een ander programma schrijft de competitie.</translation>
        </message>
        <message>
            <source>Wait for it to finish (or close it), then try again. Nothing was changed.</source>
            <translation>Wacht tot het klaar is (of sluit het) en probeer het opnieuw. Er is niets gewijzigd.</translation>
        </message>
        <message>
            <source>The league file is not there.</source>
            <translation>Het competitiebestand is er niet.</translation>
        </message>
        <message>
            <source>Open another league, or put back one of its backups.</source>
            <translation>Open een andere competitie, of zet een van de back-ups terug.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr.</source>
            <translation>De competitie is opgeslagen door een nieuwere leaguemgr.</translation>
        </message>
        <message>
            <source>Install that version to open it; this one would not read it correctly.</source>
            <translation>Installeer die versie om haar te openen; deze zou haar niet goed lezen.</translation>
        </message>
        <message>
            <source>Another program changed the league: your change was not saved.</source>
            <translation>Een ander programma heeft de competitie gewijzigd: uw wijziging is niet opgeslagen.</translation>
        </message>
        <message>
            <source>The league has been read again, so every screen shows it as it is now, and Undo starts afresh. Make your change again if it is still needed.</source>
            <translation>De competitie is opnieuw gelezen, dus elk scherm toont haar zoals ze nu is, en Ongedaan maken begint opnieuw. Breng uw wijziging opnieuw aan als die nog nodig is.</translation>
        </message>
        <message>
            <source>The database refused the change: nothing was saved.</source>
            <translation>De database heeft de wijziging geweigerd: er is niets opgeslagen.</translation>
        </message>
        <message>
            <source>Check the values and try again.</source>
            <translation>Controleer de waarden en probeer het opnieuw.</translation>
        </message>
        <message>
            <source>The league's server cannot be reached: nothing was saved.</source>
            <translation>De server van de competitie is niet bereikbaar: er is niets opgeslagen.</translation>
        </message>
        <message>
            <source>The screens still show the league as it was. Check the network (or ask whoever runs the server), then do the same again: it works once the server is back.</source>
            <translation>De schermen tonen de competitie nog zoals ze was. Controleer het netwerk (of vraag het aan wie de server beheert) en doe hetzelfde opnieuw: het werkt zodra de server terug is.</translation>
        </message>
        <message>
            <source>The file could not be written or read.</source>
            <translation>Het bestand kon niet worden geschreven of gelezen.</translation>
        </message>
        <message>
            <source>Check its name and folder, or choose another, then try again. Nothing was changed.</source>
            <translation>Controleer de naam en de map, of kies een ander, en probeer het opnieuw. Er is niets gewijzigd.</translation>
        </message>
        <message>
            <source>The file could not be used.</source>
            <translation>Het bestand kon niet worden gebruikt.</translation>
        </message>
        <message>
            <source>Nothing was changed. Correct the file, or choose another, then try again.</source>
            <translation>Er is niets gewijzigd. Verbeter het bestand, of kies een ander, en probeer het opnieuw.</translation>
        </message>
        <message>
            <source>Your role on the league's server may only read the league.</source>
            <translation>Uw rol op de server van de competitie mag de competitie alleen lezen.</translation>
        </message>
        <message>
            <source>Ask the database's owner (whoever runs the server) to grant your role writing; meanwhile every screen still shows the league.</source>
            <translation>Vraag de eigenaar van de database (wie de server beheert) uw rol schrijfrechten te geven; intussen toont elk scherm de competitie nog.</translation>
        </message>
        <message>
            <source>Your change</source>
            <translation>Uw wijziging</translation>
        </message>
        <message>
            <source>{change} was not saved: {who} changed the league at {when}, after this window had read it. Saving would have overwritten their change.</source>
            <translation>{change} is niet opgeslagen: {who} heeft de competitie om {when} gewijzigd, nadat dit venster haar had gelezen. Opslaan had die wijziging overschreven.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>&amp;Herstellen uit back-up…</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>League files (*.league.json *.json);;All files (*)</source>
            <translation>Competitiebestanden (*.league.json *.json);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>&amp;New league…</source>
            <translation>&amp;Nieuwe competitie…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Openen…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Recent geopend</translation>
        </message>
        <message>
            <source>&amp;Import league file…</source>
            <translation>Competitiebestand &amp;importeren…</translation>
        </message>
        <message>
            <source>Import from &amp;TD3…</source>
            <translation>Importeren uit &amp;TD3…</translation>
        </message>
        <message>
            <source>Import a TD3 &amp;folder…</source>
            <translation>TD3-&amp;map importeren…</translation>
        </message>
        <message>
            <source>Import Sprea&amp;dsheet…</source>
            <translation>&amp;Spreadsheet importeren…</translation>
        </message>
        <message>
            <source>&amp;Export league file…</source>
            <translation>Competitiebestand &amp;exporteren…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>No recent leagues</source>
            <translation>Geen recente competities</translation>
        </message>
        <message>
            <source>Import league file</source>
            <translation>Competitiebestand importeren</translation>
        </message>
        <message>
            <source>Import {file} into {league}?

Seasons with the same names are replaced and players with the same ids are updated. Edit ▸ Undo takes the whole import back.</source>
            <translation>{file} importeren in {league}?

Seizoenen met dezelfde naam worden vervangen en spelers met dezelfde id bijgewerkt. Bewerken ▸ Ongedaan maken draait de hele import terug.</translation>
        </message>
        <message>
            <source>this league</source>
            <translation>deze competitie</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wordt gelezen…</translation>
        </message>
        <message>
            <source>Imported {file}</source>
            <translation>{file} geïmporteerd</translation>
        </message>
        <message>
            <source>Imported the TD3 tournaments</source>
            <translation>TD3-toernooien geïmporteerd</translation>
        </message>
        <message>
            <source>Imported the spreadsheet's nights</source>
            <translation>Avonden uit de spreadsheet geïmporteerd</translation>
        </message>
        <message>
            <source>Export league file</source>
            <translation>Competitiebestand exporteren</translation>
        </message>
        <message>
            <source>Exported the league to {file}</source>
            <translation>Competitie geëxporteerd naar {file}</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source># leaguemgr

The guide (README.md) is not in this installation. It is the front page of the project's source, under “Guide”.</source>
            <translation># leaguemgr

De handleiding (README.md) zit niet in deze installatie. Het is de voorpagina van de broncode van het project, onder ‘Guide’.</translation>
        </message>
        <message>
            <source>leaguemgr guide</source>
            <translation>Handleiding van leaguemgr</translation>
        </message>
        <message>
            <source>Welcome to leaguemgr</source>
            <translation>Welkom bij leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;A &lt;b&gt;sample league&lt;/b&gt; is open: a season of eleven nights to look around in. Nothing you change there matters, and Edit ▸ Undo takes it back.&lt;/p&gt;&lt;p&gt;When you are ready, &lt;b&gt;start your own league&lt;/b&gt;: a name and a currency, then its first season with your rules (or the AZ or FNC rules to begin with). Help ▸ Guide explains the screens.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Er is een &lt;b&gt;voorbeeldcompetitie&lt;/b&gt; geopend: een seizoen van elf avonden om rond te kijken. Wat u daar verandert, telt niet, en Bewerken ▸ Ongedaan maken draait het terug.&lt;/p&gt;&lt;p&gt;Als u zover bent, &lt;b&gt;begint u uw eigen competitie&lt;/b&gt;: een naam en een munteenheid, daarna het eerste seizoen met uw regels (of om te beginnen de AZ- of FNC-regels). Help ▸ Handleiding legt de schermen uit.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Loo&amp;k around the sample league</source>
            <translation>Rondkij&amp;ken in de voorbeeldcompetitie</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your league &lt;b&gt;{league}&lt;/b&gt; is open. Help ▸ Guide explains the screens; File ▸ New league… starts another one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Uw competitie &lt;b&gt;{league}&lt;/b&gt; is geopend. Help ▸ Handleiding legt de schermen uit; Bestand ▸ Nieuwe competitie… begint een nieuwe.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Keep working on your league</source>
            <translation>Verder&amp;gaan met uw competitie</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Welcome to leaguemgr&lt;/h3&gt;&lt;p&gt;It keeps a poker league: each night's entries, money and payouts, the points race, the bounty, dealer credits and the championship.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Welkom bij leaguemgr&lt;/h3&gt;&lt;p&gt;Het houdt een pokercompetitie bij: de inschrijvingen, het geld en de uitbetalingen van elke avond, de puntenrace, de premies, de dealertegoeden en het kampioenschap.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Quick start: your own league…</source>
            <translation>&amp;Snel beginnen: uw eigen competitie…</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Handleiding</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Welkom…</translation>
        </message>
        <message>
            <source>&amp;About leaguemgr</source>
            <translation>&amp;Over leaguemgr</translation>
        </message>
        <message>
            <source>About leaguemgr</source>
            <translation>Over leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;Runs a poker league: events, payouts, bounties, dealer credits, the points race and the championship.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Houdt een pokercompetitie bij: toernooien, uitbetalingen, premies, dealertegoeden, de puntenrace en het kampioenschap.&lt;/p&gt;&lt;p&gt;MIT-licentie.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>Die van het systeem ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr spreekt {language} zodra het weer wordt geopend.</translation>
        </message>
    </context>
    <context>
        <name>LeagueChooser</name>
        <message>
            <source>League databases (*.sqlite *.db);;All files (*)</source>
            <translation>Competitiedatabases (*.sqlite *.db);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;Keep the current league</source>
            <translation>Huidige competitie &amp;houden</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Sluiten</translation>
        </message>
        <message>
            <source>Open league database</source>
            <translation>Competitiedatabase openen</translation>
        </message>
        <message>
            <source>New league database</source>
            <translation>Nieuwe competitiedatabase</translation>
        </message>
        <message>
            <source>New league</source>
            <translation>Nieuwe competitie</translation>
        </message>
        <message>
            <source>{file} already exists. Choose another name, or use File ▸ Open… to open it.</source>
            <translation>{file} bestaat al. Kies een andere naam, of open het met Bestand ▸ Openen….</translation>
        </message>
    </context>
    <context>
        <name>LeagueFormats</name>
        <message>
            <source>Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)</source>
            <translation>Niet ingesteld: zoals leaguemgr altijd schreef (1,234.50, 2026-01-31)</translation>
        </message>
        <message>
            <source>'{text}' is not a currency code (e.g. EUR)</source>
            <translation>‘{text}’ is geen valutacode (bijv. EUR)</translation>
        </message>
        <message>
            <source>'{text}' is not a locale (e.g. de_DE)</source>
            <translation>‘{text}’ is geen landinstelling (bijv. de_DE)</translation>
        </message>
    </context>
    <context>
        <name>LeagueSettingsDialog</name>
        <message>
            <source>League settings</source>
            <translation>Competitie-instellingen</translation>
        </message>
        <message>
            <source>not set: this computer's own ({zone})</source>
            <translation>niet ingesteld: die van deze computer ({zone})</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>onbekend</translation>
        </message>
        <message>
            <source>Type to find a zone: a city, a region…</source>
            <translation>Typ om een zone te vinden: een stad, een regio…</translation>
        </message>
        <message>
            <source>Every night's answer-by time and every answer's time are in this zone, wherever the league is opened or served.</source>
            <translation>De antwoordtermijn van elke avond en de tijd van elk antwoord staan in deze zone, waar de competitie ook wordt geopend of aangeboden.</translation>
        </message>
        <message>
            <source>&amp;Currency:</source>
            <translation>&amp;Munteenheid:</translation>
        </message>
        <message>
            <source>&amp;Locale:</source>
            <translation>&amp;Landinstelling:</translation>
        </message>
        <message>
            <source>Written as:</source>
            <translation>Geschreven als:</translation>
        </message>
        <message>
            <source>Lan&amp;guage:</source>
            <translation>&amp;Taal:</translation>
        </message>
        <message>
            <source>Time zone:</source>
            <translation>Tijdzone:</translation>
        </message>
        <message>
            <source>&amp;Find a zone:</source>
            <translation>Zone &amp;zoeken:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Set the league's time zone to {zone}</source>
            <translation>Tijdzone van de competitie op {zone} zetten</translation>
        </message>
        <message>
            <source>Set the league's money and formats to {formats}</source>
            <translation>Geld en notaties van de competitie op {formats} zetten</translation>
        </message>
    </context>
    <context>
        <name>LedgerLineDialog</name>
        <message>
            <source>Record payment</source>
            <translation>Betaling boeken</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Boeken</translation>
        </message>
        <message>
            <source>The player pays the league</source>
            <translation>De speler betaalt de competitie</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Kosten</translation>
        </message>
        <message>
            <source>The league charges the player (a fine, a fee)</source>
            <translation>De competitie brengt de speler iets in rekening (een boete, een vergoeding)</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Uitbetaling</translation>
        </message>
        <message>
            <source>Pay out</source>
            <translation>Uitbetalen</translation>
        </message>
        <message>
            <source>The league pays the player (a prize, a refund)</source>
            <translation>De competitie betaalt de speler (een prijs, een terugbetaling)</translation>
        </message>
        <message>
            <source>Type a name</source>
            <extracomment>What each kind is most often for.</extracomment>
            <translation>Typ een naam</translation>
        </message>
        <message>
            <source>Why (a correction says so)</source>
            <translation>Waarom (een correctie zegt het)</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Speler:</translation>
        </message>
        <message>
            <source>&amp;Amount:</source>
            <translation>&amp;Bedrag:</translation>
        </message>
        <message>
            <source>&amp;For:</source>
            <translation>&amp;Voor:</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Datum:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>&amp;Notitie:</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Typ de naam van de speler</translation>
        </message>
        <message>
            <source>Type the amount</source>
            <translation>Typ het bedrag</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Reading the rest of the league…</source>
            <translation>De rest van de competitie wordt gelezen…</translation>
        </message>
        <message>
            <source>Every change is saved to the league database the moment you make it; Edit ▸ Undo takes it back.</source>
            <translation>Elke wijziging wordt meteen in de competitiedatabase opgeslagen; Bewerken ▸ Ongedaan maken draait haar terug.</translation>
        </message>
        <message>
            <source>The season every screen shows</source>
            <translation>Het seizoen dat elk scherm toont</translation>
        </message>
        <message>
            <source>All changes saved</source>
            <translation>Alle wijzigingen opgeslagen</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Bestand</translation>
        </message>
        <message>
            <source>&amp;League Settings…</source>
            <translation>&amp;Competitie-instellingen…</translation>
        </message>
        <message>
            <source>The league's time zone (and its currency)</source>
            <translation>De tijdzone van de competitie (en de munteenheid)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Zoeken…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>Be&amp;werken</translation>
        </message>
        <message>
            <source>Seaso&amp;n</source>
            <translation>Seizoe&amp;n</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Beel&amp;d</translation>
        </message>
        <message>
            <source>Ni&amp;ght</source>
            <translation>&amp;Avond</translation>
        </message>
        <message>
            <source>Players' &amp;Phones…</source>
            <translation>&amp;Telefoons van de spelers…</translation>
        </message>
        <message>
            <source>A read-only page of the clock, seats and standings</source>
            <translation>Een alleen-lezen pagina met de klok, de stoelen en de stand</translation>
        </message>
        <message>
            <source>TV by Lin&amp;k…</source>
            <translation>Tv via lin&amp;k…</translation>
        </message>
        <message>
            <source>The big screen on any TV with a browser, by its address</source>
            <translation>Het grote scherm op elke tv met een browser, via het adres</translation>
        </message>
        <message>
            <source>Directors…</source>
            <translation>Toernooileiders…</translation>
        </message>
        <message>
            <source>Let others run the night from their phones</source>
            <translation>Anderen de avond laten leiden vanaf hun telefoon</translation>
        </message>
        <message>
            <source>Who Is &amp;Coming…</source>
            <translation>Wie &amp;komt er…</translation>
        </message>
        <message>
            <source>Plan the next nights and see the players' answers</source>
            <translation>De volgende avonden plannen en de antwoorden van de spelers zien</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Instellingen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Seizoen</translation>
        </message>
        <message>
            <source>Season:</source>
            <translation>Seizoen:</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Ongedaan maken</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Opnieuw</translation>
        </message>
        <message>
            <source>Seatin&amp;g on a second screen…</source>
            <translation>Tafelindelin&amp;g op een tweede scherm…</translation>
        </message>
        <message>
            <source>The league on the server</source>
            <translation>De competitie op de server</translation>
        </message>
        <message>
            <source>Opened {league}</source>
            <translation>{league} geopend</translation>
        </message>
        <message>
            <source>The players' page could not come back: {problem}</source>
            <translation>De pagina van de spelers kon niet terugkomen: {problem}</translation>
        </message>
        <message>
            <source>Read-only</source>
            <translation>Alleen-lezen</translation>
        </message>
        <message>
            <source>Typed but not saved yet: save or apply it on its screen (everything else is saved).</source>
            <translation>Getypt maar nog niet opgeslagen: sla het op of pas het toe op zijn scherm (al het andere is opgeslagen).</translation>
        </message>
        <message>
            <source>(server: {place})</source>
            <translation>(server: {place})</translation>
        </message>
        <message>
            <source>The league open in this window: {path}</source>
            <translation>De competitie die in dit venster open is: {path}</translation>
        </message>
        <message>
            <source>(read-only)</source>
            <translation>(alleen-lezen)</translation>
        </message>
        <message>
            <source>Event {number} is running: the Night screen shows it</source>
            <translation>Toernooi {number} loopt: het scherm Avond toont het</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>O&amp;pnieuw</translation>
        </message>
    </context>
    <context>
        <name>MoneyMovesDialog</name>
        <message>
            <source>Event</source>
            <translation>Toernooi</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>Would be</source>
            <translation>Zou zijn</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Money already paid would change</source>
            <translation>Al betaald geld zou veranderen</translation>
        </message>
    </context>
    <context>
        <name>MoneyView</name>
        <message>
            <source>owes {amount}</source>
            <translation>is {amount} schuldig</translation>
        </message>
        <message>
            <source>is owed {amount}</source>
            <translation>krijgt {amount}</translation>
        </message>
        <message>
            <source>square</source>
            <translation>quitte</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Contributie</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>Everyone</source>
            <extracomment>The league's locale: names sort in its collation. The choices of the filter: (what the proxy is told, what the organizer reads).</extracomment>
            <translation>Iedereen</translation>
        </message>
        <message>
            <source>Owes the league</source>
            <translation>Is de competitie schuldig</translation>
        </message>
        <message>
            <source>The league owes</source>
            <translation>De competitie is schuldig</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Soort</translation>
        </message>
        <message>
            <source>For</source>
            <translation>Voor</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Bedrag</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo daarna</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notitie</translation>
        </message>
        <message>
            <source>payment</source>
            <extracomment>A line's kind and what it is for, as the organizer reads them.</extracomment>
            <translation>betaling</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>kosten</translation>
        </message>
        <message>
            <source>payout</source>
            <translation>uitbetaling</translation>
        </message>
        <message>
            <source>dues</source>
            <translation>contributie</translation>
        </message>
        <message>
            <source>entries</source>
            <translation>inschrijvingen</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>boete</translation>
        </message>
        <message>
            <source>prize</source>
            <translation>prijs</translation>
        </message>
        <message>
            <source>other</source>
            <translation>overig</translation>
        </message>
        <message>
            <source>Record &amp;payment…</source>
            <translation>&amp;Betaling boeken…</translation>
        </message>
        <message>
            <source>&amp;Charge…</source>
            <translation>&amp;Kosten boeken…</translation>
        </message>
        <message>
            <source>Pay&amp;out…</source>
            <translation>&amp;Uitbetalen…</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Spelers filteren…</translation>
        </message>
        <message>
            <source>Choose a player to see their lines</source>
            <translation>Kies een speler om zijn regels te zien</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>betaald</translation>
        </message>
        <message>
            <source>Owed to the league: {amount}</source>
            <translation>Verschuldigd aan de competitie: {amount}</translation>
        </message>
        <message>
            <source>Owed by the league: {amount}</source>
            <translation>Verschuldigd door de competitie: {amount}</translation>
        </message>
        <message>
            <source>Dues unpaid: {count}</source>
            <translation>Contributies onbetaald: {count}</translation>
        </message>
        <message>
            <source>Night {number}</source>
            <translation>Avond {number}</translation>
        </message>
        <message>
            <source>Expected at the season's end: {amount} in prizes, in no balance yet: owed once the last planned night is closed or the regular season is marked complete in Season setup</source>
            <translation>Verwacht aan het einde van het seizoen: {amount} aan prijzen, nog in geen saldo: verschuldigd zodra de laatste geplande avond is gesloten of het reguliere seizoen als voltooid is gemarkeerd in Seizoen instellen</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} spelers</translation>
        </message>
        <message>
            <source>Expected at the season's end (not owed yet): {players}</source>
            <translation>Verwacht aan het einde van het seizoen (nog niet verschuldigd): {players}</translation>
        </message>
    </context>
    <context>
        <name>NewLeagueDialog</name>
        <message>
            <source>New league</source>
            <translation>Nieuwe competitie</translation>
        </message>
        <message>
            <source>e.g. Thursday Night Poker League</source>
            <translation>bijv. Pokercompetitie donderdagavond</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Aanmaken</translation>
        </message>
        <message>
            <source>League name:</source>
            <translation>Naam van de competitie:</translation>
        </message>
        <message>
            <source>Currency:</source>
            <translation>Munteenheid:</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Bestand:</translation>
        </message>
        <message>
            <source>The new league has no season yet: add one with Season ▸ New season….</source>
            <translation>De nieuwe competitie heeft nog geen seizoen: voeg er een toe met Seizoen ▸ Nieuw seizoen….</translation>
        </message>
    </context>
    <context>
        <name>OutputActions</name>
        <message>
            <source>Excel workbook, every sheet (*.xlsx)</source>
            <translation>Excel-werkmap, alle bladen (*.xlsx)</translation>
        </message>
        <message>
            <source>Standings as CSV (*.csv)</source>
            <translation>Stand als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Payouts as CSV (*.csv)</source>
            <translation>Uitbetalingen als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Standings as PDF (*.pdf)</source>
            <translation>Stand als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Players' standings page (*.html)</source>
            <translation>Standpagina voor de spelers (*.html)</translation>
        </message>
        <message>
            <source>Ledger lines as CSV (*.csv)</source>
            <translation>Boekingsregels als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Player statements as PDF (*.pdf)</source>
            <translation>Overzichten per speler als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Last night's cash sheet as PDF (*.pdf)</source>
            <translation>Kasblad van de laatste avond als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export season</source>
            <translation>Seizoen exporteren</translation>
        </message>
        <message>
            <source>Export &amp;season…</source>
            <translation>&amp;Seizoen exporteren…</translation>
        </message>
        <message>
            <source>&amp;Print standings…</source>
            <translation>Stand &amp;afdrukken…</translation>
        </message>
        <message>
            <source>Print event pa&amp;yout sheet…</source>
            <translation>Uitbetalingsblad van een toernooi afdr&amp;ukken…</translation>
        </message>
        <message>
            <source>Print ni&amp;ght sheet…</source>
            <translation>Avondbla&amp;d afdrukken…</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>{file} wordt geschreven…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Exporteren mislukt</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>{file} geschreven</translation>
        </message>
        <message>
            <source>Print standings</source>
            <translation>Stand afdrukken</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Afdrukken</translation>
        </message>
        <message>
            <source>No event has been played yet.</source>
            <translation>Er is nog geen toernooi gespeeld.</translation>
        </message>
        <message>
            <source>Event {number} payout sheet</source>
            <translation>Uitbetalingsblad van toernooi {number}</translation>
        </message>
        <message>
            <source>Print payout sheet</source>
            <translation>Uitbetalingsblad afdrukken</translation>
        </message>
        <message>
            <source>Print the payout sheet of event:</source>
            <translation>Uitbetalingsblad van toernooi afdrukken:</translation>
        </message>
        <message>
            <source>Night sheet</source>
            <translation>Avondblad</translation>
        </message>
    </context>
    <context>
        <name>ReadOnlyBanner</name>
        <message>
            <source>Read-only: {reason}. Copy it somewhere you may write to change it.</source>
            <translation>Alleen-lezen: {reason}. Kopieer haar naar een plek waar u mag schrijven om haar te wijzigen.</translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>The league cannot be opened</source>
            <translation>De competitie kan niet worden geopend</translation>
        </message>
        <message>
            <source>&amp;Automatic backups of this league, newest first:</source>
            <translation>&amp;Automatische back-ups van deze competitie, nieuwste eerst:</translation>
        </message>
        <message>
            <source>&amp;Restore the selected backup</source>
            <translation>Gekozen back-up &amp;herstellen</translation>
        </message>
        <message>
            <source>&amp;Open another league…</source>
            <translation>Andere competitie &amp;openen…</translation>
        </message>
        <message>
            <source>Start a &amp;new league…</source>
            <translation>&amp;Nieuwe competitie beginnen…</translation>
        </message>
    </context>
    <context>
        <name>RestoreDialog</name>
        <message>
            <source>Restore from backup</source>
            <translation>Herstellen uit back-up</translation>
        </message>
        <message>
            <source>Put one of these backups back as &lt;b&gt;{league}&lt;/b&gt;. The league as it is now is kept as a backup first, so nothing is lost.</source>
            <translation>Zet een van deze back-ups terug als &lt;b&gt;{league}&lt;/b&gt;. De competitie zoals die nu is, wordt eerst als back-up bewaard, dus er gaat niets verloren.</translation>
        </message>
        <message>
            <source>&amp;Automatic backups, newest first:</source>
            <translation>&amp;Automatische back-ups, nieuwste eerst:</translation>
        </message>
        <message>
            <source>&amp;Restore</source>
            <translation>&amp;Herstellen</translation>
        </message>
        <message>
            <source>&amp;Choose a file…</source>
            <translation>Bestand &amp;kiezen…</translation>
        </message>
        <message>
            <source>Put back a backup saved elsewhere (File ▸ Back up now…)</source>
            <translation>Een elders opgeslagen back-up terugzetten (Bestand ▸ Nu back-up maken…)</translation>
        </message>
        <message>
            <source>Choose a backup to put back</source>
            <translation>Kies een back-up om terug te zetten</translation>
        </message>
    </context>
    <context>
        <name>Restoring</name>
        <message>
            <source>Restore from backup</source>
            <translation>Herstellen uit back-up</translation>
        </message>
        <message>
            <source>Restore {backup}</source>
            <translation>{backup} herstellen</translation>
        </message>
        <message>
            <source>The league as it was is kept in {file}; it is listed among the backups.</source>
            <translation>De competitie zoals die was, is bewaard in {file}; die staat bij de back-ups.</translation>
        </message>
        <message>
            <source>{league} is back as it was in the backup {backup}.</source>
            <translation>{league} is terug zoals in de back-up {backup}.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Stand</translation>
        </message>
        <message>
            <source>&amp;Events</source>
            <translation>&amp;Toernooien</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>S&amp;pelers</translation>
        </message>
        <message>
            <source>&amp;Championship</source>
            <translation>&amp;Kampioenschap</translation>
        </message>
        <message>
            <source>Season se&amp;tup</source>
            <translation>Seizoen &amp;instellen</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>&amp;Avond</translation>
        </message>
        <message>
            <source>&amp;Money</source>
            <translation>&amp;Geld</translation>
        </message>
    </context>
    <context>
        <name>SeasonData</name>
        <message>
            <source>This league has no season yet: choose Season ▸ New season… to start one.</source>
            <translation>Deze competitie heeft nog geen seizoen: kies Seizoen ▸ Nieuw seizoen… om er een te beginnen.</translation>
        </message>
        <message>
            <source>The season cannot be computed: {problem}</source>
            <translation>Het seizoen kan niet worden berekend: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ServerActions</name>
        <message>
            <source>Open League on a Server</source>
            <translation>Competitie op een server openen</translation>
        </message>
        <message>
            <source>Move this league to a server</source>
            <translation>Deze competitie naar een server verplaatsen</translation>
        </message>
        <message>
            <source>Save a copy as a file</source>
            <translation>Kopie als bestand opslaan</translation>
        </message>
        <message>
            <source>Check the server's name and port, the network, and that the server is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.</source>
            <translation>Controleer de naam en poort van de server, het netwerk, en of de server draait. Vraagt hij een wachtwoord, zet het dan in ~/.pgpass (of PGPASSWORD), zoals voor psql.</translation>
        </message>
        <message>
            <source>Check the database's name. A new league needs an empty database, made once by whoever runs the server (createdb league).</source>
            <translation>Controleer de naam van de database. Een nieuwe competitie heeft een lege database nodig, eenmalig aangemaakt door wie de server beheert (createdb league).</translation>
        </message>
        <message>
            <source>Ask whoever runs the server for a role that may write the league.</source>
            <translation>Vraag wie de server beheert om een rol die de competitie mag schrijven.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr: install that version to open it.</source>
            <translation>De competitie is opgeslagen door een nieuwere leaguemgr: installeer die versie om haar te openen.</translation>
        </message>
        <message>
            <source>Check the URL, or ask whoever runs the server.</source>
            <translation>Controleer de URL, of vraag het aan wie de server beheert.</translation>
        </message>
        <message>
            <source>The league on the server could not be opened.</source>
            <translation>De competitie op de server kon niet worden geopend.</translation>
        </message>
        <message>
            <source>Open League on a Ser&amp;ver…</source>
            <translation>Competitie op een ser&amp;ver openen…</translation>
        </message>
        <message>
            <source>Open a league kept in a PostgreSQL database, by several venues</source>
            <translation>Een competitie openen die in een PostgreSQL-database staat, voor meerdere locaties</translation>
        </message>
        <message>
            <source>&amp;Move this league to a server…</source>
            <translation>Deze competitie naar een server &amp;verplaatsen…</translation>
        </message>
        <message>
            <source>Copy this league into an empty database on a PostgreSQL server</source>
            <translation>Deze competitie kopiëren naar een lege database op een PostgreSQL-server</translation>
        </message>
        <message>
            <source>Save a &amp;copy as a file…</source>
            <translation>&amp;Kopie als bestand opslaan…</translation>
        </message>
        <message>
            <source>The whole league, as it is now, in a league file of its own</source>
            <translation>De hele competitie, zoals die nu is, in een eigen competitiebestand</translation>
        </message>
        <message>
            <source>Connecting to {place}…</source>
            <translation>Verbinden met {place}…</translation>
        </message>
        <message>
            <source>{place}  (server)</source>
            <translation>{place}  (server)</translation>
        </message>
        <message>
            <source>&amp;Copy there</source>
            <translation>Daarheen &amp;kopiëren</translation>
        </message>
        <message>
            <source>The whole league is copied into this PostgreSQL database (made empty by whoever runs the server: createdb league). This file stays as it is.</source>
            <translation>De hele competitie wordt gekopieerd naar deze PostgreSQL-database (leeg aangemaakt door wie de server beheert: createdb league). Dit bestand blijft zoals het is.</translation>
        </message>
        <message>
            <source>Open the league on the server now? From then on every venue opens it from {place}; {file} stays as it was, as a copy.</source>
            <translation>De competitie nu op de server openen? Vanaf dan opent elke locatie haar vanaf {place}; {file} blijft zoals het was, als kopie.</translation>
        </message>
        <message>
            <source>Copying the league to {place}…</source>
            <translation>De competitie wordt naar {place} gekopieerd…</translation>
        </message>
        <message>
            <source>{place} already holds a league.

Replace it with this one? What it holds now is removed.</source>
            <translation>{place} bevat al een competitie.

Vervangen door deze? Wat er nu in staat, wordt verwijderd.</translation>
        </message>
    </context>
    <context>
        <name>ServerDialog</name>
        <message>
            <source>leaguemgr never asks for or keeps a password. If the server wants one, put it in ~/.pgpass (or PGPASSWORD, or a PGSERVICE entry), as for psql.</source>
            <translation>leaguemgr vraagt of bewaart nooit een wachtwoord. Wil de server er een, zet het dan in ~/.pgpass (of PGPASSWORD, of een PGSERVICE-regel), zoals voor psql.</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>deze computer</translation>
        </message>
        <message>
            <source>the default database</source>
            <translation>de standaarddatabase</translation>
        </message>
        <message>
            <source>{database} on {where}</source>
            <translation>{database} op {where}</translation>
        </message>
        <message>
            <source>Open League on a Server</source>
            <translation>Competitie op een server openen</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Openen</translation>
        </message>
        <message>
            <source>The league's PostgreSQL database: the server and the database name, or a postgresql:// URL.</source>
            <translation>De PostgreSQL-database van de competitie: de server en de naam van de database, of een postgresql://-URL.</translation>
        </message>
        <message>
            <source>db.club.example, 10.0.0.5 or /var/run/postgresql</source>
            <translation>db.club.example, 10.0.0.5 of /var/run/postgresql</translation>
        </message>
        <message>
            <source>The server's name or address, or the folder of its Unix socket. Empty: this computer's PostgreSQL.</source>
            <translation>De naam of het adres van de server, of de map van de Unix-socket. Leeg: de PostgreSQL van deze computer.</translation>
        </message>
        <message>
            <source>PostgreSQL listens on {port} unless it was set otherwise</source>
            <translation>PostgreSQL luistert op {port}, tenzij anders ingesteld</translation>
        </message>
        <message>
            <source>league</source>
            <translation>competitie</translation>
        </message>
        <message>
            <source>your login name</source>
            <translation>uw inlognaam</translation>
        </message>
        <message>
            <source>postgresql://user@host:5432/league</source>
            <translation>postgresql://gebruiker@server:5432/competitie</translation>
        </message>
        <message>
            <source>A URL here is used as it is; the fields above are then not used</source>
            <translation>Een URL hier wordt gebruikt zoals die is; de velden hierboven worden dan niet gebruikt</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Server:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Poort:</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Database:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Gebruiker:</translation>
        </message>
        <message>
            <source>or paste a &amp;URL:</source>
            <translation>of plak een &amp;URL:</translation>
        </message>
        <message>
            <source>Connects to: {url}</source>
            <translation>Verbindt met: {url}</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Noem de database (of plak een URL).</translation>
        </message>
        <message>
            <source>A URL starts with postgresql:// (a league file: File ▸ Open…).</source>
            <translation>Een URL begint met postgresql:// (een competitiebestand: Bestand ▸ Openen…).</translation>
        </message>
        <message>
            <source>The password in this URL is used to connect this once and never kept: to open the league again, put it in ~/.pgpass.</source>
            <translation>Het wachtwoord in deze URL wordt alleen voor deze verbinding gebruikt en nooit bewaard: zet het in ~/.pgpass om de competitie opnieuw te openen.</translation>
        </message>
    </context>
    <context>
        <name>ShareActions</name>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
        <message>
            <source>Publish again</source>
            <translation>Opnieuw publiceren</translation>
        </message>
        <message>
            <source>&amp;Copy Standings Image</source>
            <extracomment>Seconds a webhook has to answer (tests make it short). The last publish that went through: (when, what), shown in the status bar.</extracomment>
            <translation>Afbeelding van de stand &amp;kopiëren</translation>
        </message>
        <message>
            <source>&amp;Save Image…</source>
            <translation>Afbeelding &amp;opslaan…</translation>
        </message>
        <message>
            <source>&amp;Publish Now</source>
            <translation>Nu &amp;publiceren</translation>
        </message>
        <message>
            <source>Publish &amp;When a Night Closes</source>
            <translation>Publiceren &amp;wanneer een avond sluit</translation>
        </message>
        <message>
            <source>Publishing Se&amp;ttings…</source>
            <translation>Publicatie-ins&amp;tellingen…</translation>
        </message>
        <message>
            <source>&amp;Share</source>
            <translation>&amp;Delen</translation>
        </message>
        <message>
            <source>Standings image copied: paste it into the group's chat</source>
            <translation>Afbeelding van de stand gekopieerd: plak haar in de groepschat</translation>
        </message>
        <message>
            <source>Not saved: {problem}</source>
            <translation>Niet opgeslagen: {problem}</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} opgeslagen</translation>
        </message>
        <message>
            <source>No card: {problem}</source>
            <translation>Geen kaart: {problem}</translation>
        </message>
        <message>
            <source>no webhook or folder set (Share ▸ Publishing Settings…)</source>
            <translation>geen webhook of map ingesteld (Delen ▸ Publicatie-instellingen…)</translation>
        </message>
        <message>
            <source>Publishing season {season}…</source>
            <translation>Seizoen {season} wordt gepubliceerd…</translation>
        </message>
        <message>
            <source>{done} at {time}</source>
            <translation>{done} om {time}</translation>
        </message>
        <message>
            <source>Not published: {problem}</source>
            <translation>Niet gepubliceerd: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Publish posts the standings card and the last night's card to your group's chat (a Discord webhook, or any that takes Discord's form), or writes them with the standings page into a folder (a synced drive or a web server's folder).</source>
            <translation>Publiceren plaatst de kaart van de stand en die van de laatste avond in de chat van uw groep (een Discord-webhook, of een die het formaat van Discord aanneemt), of schrijft ze met de standpagina in een map (een gesynchroniseerde schijf of de map van een webserver).</translation>
        </message>
        <message>
            <source>Publishing settings</source>
            <translation>Publicatie-instellingen</translation>
        </message>
        <message>
            <source>Kept in your settings on this computer only, never in the league</source>
            <translation>Alleen bewaard in uw instellingen op deze computer, nooit in de competitie</translation>
        </message>
        <message>
            <source>or a folder for the cards and the standings page</source>
            <translation>of een map voor de kaarten en de standpagina</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Bladeren…</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Licht</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Donker</translation>
        </message>
        <message>
            <source>Publish &amp;when a night closes</source>
            <translation>Publiceren &amp;wanneer een avond sluit</translation>
        </message>
        <message>
            <source>&amp;Webhook:</source>
            <translation>&amp;Webhook:</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Map:</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Thema:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Publish into folder</source>
            <translation>Publiceren in map</translation>
        </message>
    </context>
    <context>
        <name>SheetImport</name>
        <message>
            <source>Payout</source>
            <translation>Uitbetaling</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knock-outs</translation>
        </message>
        <message>
            <source>Rebuys</source>
            <translation>Rebuys</translation>
        </message>
        <message>
            <source>Add-ons</source>
            <translation>Add-ons</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Night</source>
            <translation>Avond</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>(ignored)</source>
            <translation>(genegeerd)</translation>
        </message>
        <message>
            <source>Grid: a row per player, a column per night</source>
            <translation>Raster: een rij per speler, een kolom per avond</translation>
        </message>
        <message>
            <source>Results: a row per player per night</source>
            <translation>Uitslagen: een rij per speler per avond</translation>
        </message>
        <message>
            <source>Skip this sheet</source>
            <translation>Dit blad overslaan</translation>
        </message>
        <message>
            <source>2. What the columns mean</source>
            <translation>2. Wat de kolommen betekenen</translation>
        </message>
        <message>
            <source>Check the layout found on each sheet and what each column holds; change a column with the box above it.</source>
            <translation>Controleer de indeling die op elk blad is gevonden en wat elke kolom bevat; wijzig een kolom met het vak erboven.</translation>
        </message>
        <message>
            <source>S&amp;heet:</source>
            <translation>&amp;Blad:</translation>
        </message>
        <message>
            <source>&amp;Layout:</source>
            <translation>&amp;Indeling:</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Opmerkingen:</translation>
        </message>
        <message>
            <source>means</source>
            <translation>betekent</translation>
        </message>
        <message>
            <source>What column {column} means</source>
            <translation>Wat kolom {column} betekent</translation>
        </message>
        <message>
            <source>Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)</source>
            <translation>Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importeren</translation>
        </message>
        <message>
            <source>the files are empty</source>
            <translation>de bestanden zijn leeg</translation>
        </message>
        <message>
            <source>no results found ({why})</source>
            <translation>geen resultaten gevonden ({why})</translation>
        </message>
        <message>
            <source>1. The spreadsheets</source>
            <translation>1. De spreadsheets</translation>
        </message>
        <message>
            <source>Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: a grid of players by nights, or a sheet per night with places.</source>
            <translation>Excel- (.xlsx), LibreOffice- (.ods) of CSV-bestanden met de uitslagen van de competitie: een raster van spelers per avond, of een blad per avond met plaatsen.</translation>
        </message>
        <message>
            <source>Delete removes the selected file</source>
            <translation>Delete verwijdert het gekozen bestand</translation>
        </message>
        <message>
            <source>&amp;Add files…</source>
            <translation>Bestanden &amp;toevoegen…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Verwijderen</translation>
        </message>
        <message>
            <source>the file's name</source>
            <translation>de naam van het bestand</translation>
        </message>
        <message>
            <source>&amp;Season:</source>
            <translation>&amp;Seizoen:</translation>
        </message>
        <message>
            <source>Score the places with the season's points &amp;formula (not the sheet's points)</source>
            <translation>Plaatsen scoren met de punten&amp;formule van het seizoen (niet de punten van het blad)</translation>
        </message>
        <message>
            <source>Reading the spreadsheets…</source>
            <translation>De spreadsheets worden gelezen…</translation>
        </message>
        <message>
            <source>Import Spreadsheet</source>
            <translation>Spreadsheet importeren</translation>
        </message>
        <message>
            <source>3. The players</source>
            <translation>3. De spelers</translation>
        </message>
        <message>
            <source>Names written alike but for case, accents or punctuation are one player. Untick a row (Space) to keep its names apart.</source>
            <translation>Namen die alleen in hoofdletters, accenten of leestekens verschillen, zijn één speler. Vink een rij uit (Spatie) om de namen apart te houden.</translation>
        </message>
        <message>
            <source>Same player</source>
            <translation>Zelfde speler</translation>
        </message>
        <message>
            <source>As written in the sheets</source>
            <translation>Zoals in de bladen geschreven</translation>
        </message>
        <message>
            <source>League player</source>
            <translation>Speler van de competitie</translation>
        </message>
        <message>
            <source>{players} player(s): {new} new, {known} already in the league; {merges} merge(s) to confirm</source>
            <translation>{players} speler(s): {new} nieuw, {known} al in de competitie; {merges} samenvoeging(en) te bevestigen</translation>
        </message>
        <message>
            <source>merged</source>
            <translation>samengevoegd</translation>
        </message>
        <message>
            <source>(new player)</source>
            <translation>(nieuwe speler)</translation>
        </message>
        <message>
            <source>(in the league)</source>
            <translation>(in de competitie)</translation>
        </message>
        <message>
            <source>4. The standings after the import</source>
            <translation>4. De stand na de import</translation>
        </message>
        <message>
            <source>Import adds the nights as one edit: Edit ▸ Undo takes it all back.</source>
            <translation>De import voegt de avonden toe als één wijziging: Bewerken ▸ Ongedaan maken draait alles terug.</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Seizoen</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <extracomment>What each column can mean, as the boxes above the columns say it (the sheets' own ``FIELD_WORDS`` are the English the import's notes and commands write).</extracomment>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Nights</source>
            <translation>Avonden</translation>
        </message>
        <message>
            <source>Checks and money:</source>
            <translation>Controles en geld:</translation>
        </message>
        <message>
            <source>totals: {line}</source>
            <translation>totalen: {line}</translation>
        </message>
        <message>
            <source>Everything in these files is imported already: nothing to add.</source>
            <translation>Alles in deze bestanden is al geïmporteerd: niets toe te voegen.</translation>
        </message>
        <message>
            <source>No totals, ranks or money in the sheets to check against.</source>
            <translation>Geen totalen, rangen of geld in de bladen om mee te vergelijken.</translation>
        </message>
    </context>
    <context>
        <name>Td3Import</name>
        <message>
            <source>Import from TD3</source>
            <translation>Importeren uit TD3</translation>
        </message>
        <message>
            <source>TD3 tournaments (*.tdt);;All files (*)</source>
            <translation>TD3-toernooien (*.tdt);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Import from TD3: a folder</source>
            <translation>Importeren uit TD3: een map</translation>
        </message>
        <message>
            <source>Reading the TD3 files…</source>
            <translation>De TD3-bestanden worden gelezen…</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Toernooi</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Seizoen</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Inschrijvingen</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>New players ({count}):</source>
            <translation>Nieuwe spelers ({count}):</translation>
        </message>
        <message>
            <source>These TD3 players are the league's players of the same name: {names}</source>
            <translation>Deze TD3-spelers zijn de spelers van de competitie met dezelfde naam: {names}</translation>
        </message>
        <message>
            <source>Notes (files left out, names, money):</source>
            <translation>Opmerkingen (weggelaten bestanden, namen, geld):</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importeren</translation>
        </message>
    </context>
    <context>
        <name>WindowFaults</name>
        <message>
            <source>Not changed: {problem}</source>
            <translation>Niet gewijzigd: {problem}</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Niet opgeslagen</translation>
        </message>
        <message>
            <source>Saved, but {problem}</source>
            <translation>Opgeslagen, maar {problem}</translation>
        </message>
    </context>
</TS>
