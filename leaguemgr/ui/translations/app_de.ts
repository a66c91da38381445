<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>AmountField</name>
        <message>
            <source>enter an amount</source>
            <translation>einen Betrag eingeben</translation>
        </message>
    </context>
    <context>
        <name>BackupActions</name>
        <message>
            <source>&amp;Back up now…</source>
            <translation>&amp;Jetzt sichern…</translation>
        </message>
        <message>
            <source>Restore from Back&amp;up…</source>
            <translation>Aus Sicherung &amp;wiederherstellen…</translation>
        </message>
        <message>
            <source>Back up the league database</source>
            <translation>Ligadatenbank sichern</translation>
        </message>
        <message>
            <source>Back up</source>
            <translation>Sichern</translation>
        </message>
        <message>
            <source>Choose a different file: a backup cannot replace the league.</source>
            <translation>Wählen Sie eine andere Datei: Eine Sicherung kann die Liga nicht ersetzen.</translation>
        </message>
        <message>
            <source>Backed up to {file}</source>
            <translation>Gesichert nach {file}</translation>
        </message>
        <message>
            <source>Put {backup} back as {league}?

The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.</source>
            <translation>{backup} als {league} zurückspielen?

Die Liga, wie sie jetzt ist, wird als Sicherung aufbewahrt. Bearbeiten ▸ Rückgängig beginnt von vorn.</translation>
        </message>
        <message>
            <source>Restored {league} from {backup}</source>
            <translation>{league} aus {backup} wiederhergestellt</translation>
        </message>
    </context>
    <context>
        <name>BackupList</name>
        <message>
            <source>This league has no automatic backups.</source>
            <translation>Diese Liga hat keine automatischen Sicherungen.</translation>
        </message>
        <message>
            <source>Automatic backups</source>
            <translation>Automatische Sicherungen</translation>
        </message>
    </context>
    <context>
        <name>CardFileDialog</name>
        <message>
            <source>Standings card (*.png)</source>
            <translation>Ranglisten-Karte (*.png)</translation>
        </message>
        <message>
            <source>Night card (*.png)</source>
            <translation>Abend-Karte (*.png)</translation>
        </message>
        <message>
            <source>Save card image</source>
            <translation>Kartenbild speichern</translation>
        </message>
    </context>
    <context>
        <name>CashBoxPanel</name>
        <message>
            <source>The season</source>
            <translation>Die Saison</translation>
        </message>
        <message>
            <source>The league</source>
            <translation>Die Liga</translation>
        </message>
        <message>
            <source>Taken in</source>
            <translation>Eingenommen</translation>
        </message>
        <message>
            <source>Buy-ins paid at the nights and payments recorded</source>
            <translation>An den Abenden bezahlte Buy-ins und erfasste Zahlungen</translation>
        </message>
        <message>
            <source>Paid out</source>
            <translation>Ausgezahlt</translation>
        </message>
        <message>
            <source>Prizes and bounties handed over, and payouts recorded</source>
            <translation>Ausgehändigte Preise und Kopfgelder sowie erfasste Auszahlungen</translation>
        </message>
        <message>
            <source>Funds held</source>
            <translation>Gehaltene Töpfe</translation>
        </message>
        <message>
            <source>The funds, dues and charges, less free entries and prizes</source>
            <translation>Die Töpfe, Beiträge und Belastungen, abzüglich Freieintritte und Preise</translation>
        </message>
        <message>
            <source>Owed to the league</source>
            <translation>Schulden an die Liga</translation>
        </message>
        <message>
            <source>Unpaid entries, dues and charges not yet paid</source>
            <translation>Unbezahlte Startgelder, Beiträge und Belastungen</translation>
        </message>
        <message>
            <source>Owed by the league</source>
            <translation>Schulden der Liga</translation>
        </message>
        <message>
            <source>Prizes and credits the league has not paid</source>
            <translation>Preise und Guthaben, die die Liga noch nicht bezahlt hat</translation>
        </message>
        <message>
            <source>Cash on hand should be</source>
            <translation>Kassenbestand sollte sein</translation>
        </message>
        <message>
            <source>Funds held - owed to + owed by the league</source>
            <translation>Gehaltene Töpfe − Schulden an + Schulden der Liga</translation>
        </message>
        <message>
            <source>Cash box</source>
            <translation>Kasse</translation>
        </message>
        <message>
            <source>A night, the season or the whole league</source>
            <translation>Ein Abend, die Saison oder die ganze Liga</translation>
        </message>
        <message>
            <source>For:</source>
            <translation>Für:</translation>
        </message>
    </context>
    <context>
        <name>ChangeWatcher</name>
        <message>
            <source>Cannot check the league for changes: {problem}</source>
            <translation>Die Liga kann nicht auf Änderungen geprüft werden: {problem}</translation>
        </message>
        <message>
            <source>New answers from the league's web site</source>
            <translation>Neue Antworten von der Website der Liga</translation>
        </message>
        <message>
            <source>a moment ago</source>
            <translation>gerade eben</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>ein anderes Programm</translation>
        </message>
        <message>
            <source>Reloaded: the league was changed by {who} at {when}</source>
            <translation>Neu geladen: Die Liga wurde von {who} um {when} geändert</translation>
        </message>
    </context>
    <context>
        <name>EditFeedback</name>
        <message>
            <source>the change was refused</source>
            <translation>die Änderung wurde abgelehnt</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>FaultDialog</name>
        <message>
            <source>The league file is damaged.</source>
            <translation>Die Ligadatei ist beschädigt.</translation>
        </message>
        <message>
            <source>Put back one of its automatic backups with File ▸ Restore from Backup…, or open another league.</source>
            <translation>Spielen Sie mit Datei ▸ Aus Sicherung wiederherstellen… eine ihrer automatischen Sicherungen zurück, oder öffnen Sie eine andere Liga.</translation>
        </message>
        <message>
            <source>This file is not a league database.</source>
            <translation>Diese Datei ist keine Ligadatenbank.</translation>
        </message>
        <message>
            <source>Choose another file, or start a new league with File ▸ New league….</source>
            <translation>Wählen Sie eine andere Datei, oder legen Sie mit Datei ▸ Neue Liga… eine neue Liga an.</translation>
        </message>
        <message>
            <source>The disk could not read or write the league.</source>
            <translation>Der Datenträger konnte die Liga nicht lesen oder schreiben.</translation>
        </message>
        <message>
            <source>Check the disk (or the network drive) and try again. If the league is damaged, put back a backup with File ▸ Restore from Backup….</source>
            <translation>Prüfen Sie den Datenträger (oder das Netzlaufwerk) und versuchen Sie es erneut. Ist die Liga beschädigt, spielen Sie mit Datei ▸ Aus Sicherung wiederherstellen… eine Sicherung zurück.</translation>
        </message>
        <message>
            <source>The disk is full: nothing was saved.</source>
            <translation>Der Datenträger ist voll: Es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then make the change again. What was saved before is safe.</source>
            <translation>Schaffen Sie Platz auf dem Datenträger und nehmen Sie die Änderung erneut vor. Was vorher gespeichert wurde, ist sicher.</translation>
        </message>
        <message>
            <source>The league may not be written here.</source>
            <translation>Die Liga darf hier nicht geschrieben werden.</translation>
        </message>
        <message>
            <source>Copy the league to a folder you may write to and open the copy.</source>
            <translation>Kopieren Sie die Liga in einen Ordner, in den Sie schreiben dürfen, und öffnen Sie die Kopie.</translation>
        </message>
        <message>
            <source>Another program is writing the league.</source>
            <translation>Ein anderes Programm schreibt gerade die Liga.</translation>
        </message>
        <message>
            <source>Wait for it to finish (or close it), then try again. Nothing was changed.</source>
            <translation>Warten Sie, bis es fertig ist (oder schließen Sie es), und versuchen Sie es erneut. Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The league file is not there.</source>
            <translation>Die Ligadatei ist nicht vorhanden.</translation>
        </message>
        <message>
            <source>Open another league, or put back one of its backups.</source>
            <translation>Öffnen Sie eine andere Liga, oder spielen Sie eine ihrer Sicherungen zurück.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr.</source>
            <translation>Die Liga wurde von einem neueren leaguemgr gespeichert.</translation>
        </message>
        <message>
            <source>Install that version to open it; this one would not read it correctly.</source>
            <translation>Installieren Sie diese Version, um sie zu öffnen; diese hier würde sie nicht richtig lesen.</translation>
        </message>
        <message>
            <source>Another program changed the league: your change was not saved.</source>
            <translation>Ein anderes Programm hat die Liga geändert: Ihre Änderung wurde nicht gespeichert.</translation>
        </message>
        <message>
            <source>The league has been read again, so every screen shows it as it is now, and Undo starts afresh. Make your change again if it is still needed.</source>
            <translation>Die Liga wurde neu gelesen, jede Ansicht zeigt sie also so, wie sie jetzt ist, und Rückgängig beginnt von vorn. Nehmen Sie Ihre Änderung erneut vor, wenn sie noch nötig ist.</translation>
        </message>
        <message>
            <source>The database refused the change: nothing was saved.</source>
            <translation>Die Datenbank hat die Änderung abgelehnt: Es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>Check the values and try again.</source>
            <translation>Prüfen Sie die Werte und versuchen Sie es erneut.</translation>
        </message>
        <message>
            <source>The league's server cannot be reached: nothing was saved.</source>
            <translation>Der Server der Liga ist nicht erreichbar: Es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>The screens still show the league as it was. Check the network (or ask whoever runs the server), then do the same again: it works once the server is back.</source>
            <translation>Die Ansichten zeigen die Liga weiter so, wie sie war. Prüfen Sie das Netzwerk (oder fragen Sie den Betreiber des Servers) und wiederholen Sie den Schritt: Er klappt, sobald der Server wieder da ist.</translation>
        </message>
        <message>
            <source>The file could not be written or read.</source>
            <translation>Die Datei konnte nicht geschrieben oder gelesen werden.</translation>
        </message>
        <message>
            <source>Check its name and folder, or choose another, then try again. Nothing was changed.</source>
            <translation>Prüfen Sie Namen und Ordner, oder wählen Sie eine andere, und versuchen Sie es erneut. Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>The file could not be used.</source>
            <translation>Die Datei konnte nicht verwendet werden.</translation>
        </message>
        <message>
            <source>Nothing was changed. Correct the file, or choose another, then try again.</source>
            <translation>Es wurde nichts geändert. Korrigieren Sie die Datei, oder wählen Sie eine andere, und versuchen Sie es erneut.</translation>
        </message>
        <message>
            <source>Your role on the league's server may only read the league.</source>
            <translation>Ihre Rolle auf dem Server der Liga darf die Liga nur lesen.</translation>
        </message>
        <message>
            <source>Ask the database's owner (whoever runs the server) to grant your role writing; meanwhile every screen still shows the league.</source>
            <translation>Bitten Sie den Eigentümer der Datenbank (den Betreiber des Servers), Ihrer Rolle Schreibrechte zu geben; bis dahin zeigt jede Ansicht weiter die Liga.</translation>
        </message>
        <message>
            <source>Your change</source>
            <translation>Ihre Änderung</translation>
        </message>
        <message>
            <source>{change} was not saved: {who} changed the league at {when}, after this window had read it. Saving would have overwritten their change.</source>
            <translation>{change} wurde nicht gespeichert: {who} hat die Liga um {when} geändert, nachdem dieses Fenster sie gelesen hatte. Speichern hätte deren Änderung überschrieben.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>Aus Sicherung &amp;wiederherstellen…</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>League files (*.league.json *.json);;All files (*)</source>
            <translation>Ligadateien (*.league.json *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>&amp;New league…</source>
            <translation>&amp;Neue Liga…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Import league file…</source>
            <translation>Ligadatei &amp;importieren…</translation>
        </message>
        <message>
            <source>Import from &amp;TD3…</source>
            <translation>Aus &amp;TD3 importieren…</translation>
        </message>
        <message>
            <source>Import a TD3 &amp;folder…</source>
            <translation>TD3-&amp;Ordner importieren…</translation>
        </message>
        <message>
            <source>Import Sprea&amp;dsheet…</source>
            <translation>&amp;Tabelle importieren…</translation>
        </message>
        <message>
            <source>&amp;Export league file…</source>
            <translation>Ligadatei &amp;exportieren…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>No recent leagues</source>
            <translation>Keine zuletzt geöffneten Ligen</translation>
        </message>
        <message>
            <source>Import league file</source>
            <translation>Ligadatei importieren</translation>
        </message>
        <message>
            <source>Import {file} into {league}?

Seasons with the same names are replaced and players with the same ids are updated. Edit ▸ Undo takes the whole import back.</source>
            <translation>{file} in {league} importieren?

Saisons mit gleichem Namen werden ersetzt und Spieler mit gleicher ID aktualisiert. Bearbeiten ▸ Rückgängig nimmt den ganzen Import zurück.</translation>
        </message>
        <message>
            <source>this league</source>
            <translation>diese Liga</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wird gelesen…</translation>
        </message>
        <message>
            <source>Imported {file}</source>
            <translation>{file} importiert</translation>
        </message>
        <message>
            <source>Imported the TD3 tournaments</source>
            <translation>TD3-Turniere importiert</translation>
        </message>
        <message>
            <source>Imported the spreadsheet's nights</source>
            <translation>Abende aus der Tabelle importiert</translation>
        </message>
        <message>
            <source>Export league file</source>
            <translation>Ligadatei exportieren</translation>
        </message>
        <message>
            <source>Exported the league to {file}</source>
            <translation>Liga nach {file} exportiert</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source># leaguemgr

The guide (README.md) is not in this installation. It is the front page of the project's source, under “Guide”.</source>
            <translation># leaguemgr

Die Anleitung (README.md) ist in dieser Installation nicht enthalten. Sie ist die Startseite des Quellcodes des Projekts, unter „Guide“.</translation>
        </message>
        <message>
            <source>leaguemgr guide</source>
            <translation>leaguemgr-Anleitung</translation>
        </message>
        <message>
            <source>Welcome to leaguemgr</source>
            <translation>Willkommen bei leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;A &lt;b&gt;sample league&lt;/b&gt; is open: a season of eleven nights to look around in. Nothing you change there matters, and Edit ▸ Undo takes it back.&lt;/p&gt;&lt;p&gt;When you are ready, &lt;b&gt;start your own league&lt;/b&gt;: a name and a currency, then its first season with your rules (or the AZ or FNC rules to begin with). Help ▸ Guide explains the screens.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Eine &lt;b&gt;Beispielliga&lt;/b&gt; ist geöffnet: eine Saison mit elf Abenden zum Umsehen. Was Sie dort ändern, zählt nicht, und Bearbeiten ▸ Rückgängig nimmt es zurück.&lt;/p&gt;&lt;p&gt;Wenn Sie so weit sind, &lt;b&gt;legen Sie Ihre eigene Liga an&lt;/b&gt;: ein Name und eine Währung, dann ihre erste Saison mit Ihren Regeln (oder zum Start den AZ- oder FNC-Regeln). Hilfe ▸ Anleitung erklärt die Ansichten.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Loo&amp;k around the sample league</source>
            <translation>In der Beispielliga &amp;umsehen</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your league &lt;b&gt;{league}&lt;/b&gt; is open. Help ▸ Guide explains the screens; File ▸ New league… starts another one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ihre Liga &lt;b&gt;{league}&lt;/b&gt; ist geöffnet. Hilfe ▸ Anleitung erklärt die Ansichten; Datei ▸ Neue Liga… legt eine weitere an.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Keep working on your league</source>
            <translation>An Ihrer Liga &amp;weiterarbeiten</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Welcome to leaguemgr&lt;/h3&gt;&lt;p&gt;It keeps a poker league: each night's entries, money and payouts, the points race, the bounty, dealer credits and the championship.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Willkommen bei leaguemgr&lt;/h3&gt;&lt;p&gt;Es führt eine Pokerliga: die Teilnahmen, das Geld und die Auszahlungen jedes Abends, das Punkterennen, das Kopfgeld, die Dealer-Gutschriften und die Meisterschaft.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Quick start: your own league…</source>
            <translation>&amp;Schnellstart: Ihre eigene Liga…</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Anleitung</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Willkommen…</translation>
        </message>
        <message>
            <source>&amp;About leaguemgr</source>
            <translation>Ü&amp;ber leaguemgr</translation>
        </message>
        <message>
            <source>About leaguemgr</source>
            <translation>Über leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;Runs a poker league: events, payouts, bounties, dealer credits, the points race and the championship.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Führt eine Pokerliga: Turniere, Auszahlungen, Kopfgelder, Dealer-Gutschriften, das Punkterennen und die Meisterschaft.&lt;/p&gt;&lt;p&gt;MIT-Lizenz.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>Wie das System ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr spricht beim nächsten Öffnen {language}.</translation>
        </message>
    </context>
    <context>
        <name>LeagueChooser</name>
        <message>
            <source>League databases (*.sqlite *.db);;All files (*)</source>
            <translation>Ligadatenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Keep the current league</source>
            <translation>Aktuelle Liga &amp;behalten</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Schließen</translation>
        </message>
        <message>
            <source>Open league database</source>
            <translation>Ligadatenbank öffnen</translation>
        </message>
        <message>
            <source>New league database</source>
            <translation>Neue Ligadatenbank</translation>
        </message>
        <message>
            <source>New league</source>
            <translation>Neue Liga</translation>
        </message>
        <message>
            <source>{file} already exists. Choose another name, or use File ▸ Open… to open it.</source>
            <translation>{file} gibt es schon. Wählen Sie einen anderen Namen, oder öffnen Sie die Datei mit Datei ▸ Öffnen….</translation>
        </message>
    </context>
    <context>
        <name>LeagueFormats</name>
        <message>
            <source>Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)</source>
            <translation>Nicht festgelegt: wie leaguemgr immer schrieb (1,234.50, 2026-01-31)</translation>
        </message>
        <message>
            <source>'{text}' is not a currency code (e.g. EUR)</source>
            <translation>„{text}“ ist kein Währungscode (z. B. EUR)</translation>
        </message>
        <message>
            <source>'{text}' is not a locale (e.g. de_DE)</source>
            <translation>„{text}“ ist kein Gebietsschema (z. B. de_DE)</translation>
        </message>
    </context>
    <context>
        <name>LeagueSettingsDialog</name>
        <message>
            <source>League settings</source>
            <translation>Liga-Einstellungen</translation>
        </message>
        <message>
            <source>not set: this computer's own ({zone})</source>
            <translation>nicht festgelegt: die dieses Computers ({zone})</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>Type to find a zone: a city, a region…</source>
            <translation>Tippen, um eine Zone zu finden: eine Stadt, eine Region…</translation>
        </message>
        <message>
            <source>Every night's answer-by time and every answer's time are in this zone, wherever the league is opened or served.</source>
            <translation>Die Antwortfrist jedes Abends und die Zeit jeder Antwort gelten in dieser Zone, wo auch immer die Liga geöffnet oder bereitgestellt wird.</translation>
        </message>
        <message>
            <source>&amp;Currency:</source>
            <translation>&amp;Währung:</translation>
        </message>
        <message>
            <source>&amp;Locale:</source>
            <translation>&amp;Gebietsschema:</translation>
        </message>
        <message>
            <source>Written as:</source>
            <translation>Geschrieben als:</translation>
        </message>
        <message>
            <source>Lan&amp;guage:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Time zone:</source>
            <translation>Zeitzone:</translation>
        </message>
        <message>
            <source>&amp;Find a zone:</source>
            <translation>Zone &amp;finden:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Set the league's time zone to {zone}</source>
            <translation>Zeitzone der Liga auf {zone} setzen</translation>
        </message>
        <message>
            <source>Set the league's money and formats to {formats}</source>
            <translation>Geld und Formate der Liga auf {formats} setzen</translation>
        </message>
    </context>
    <context>
        <name>LedgerLineDialog</name>
        <message>
            <source>Record payment</source>
            <translation>Zahlung erfassen</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Erfassen</translation>
        </message>
        <message>
            <source>The player pays the league</source>
            <translation>Der Spieler zahlt an die Liga</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Belastung</translation>
        </message>
        <message>
            <source>The league charges the player (a fine, a fee)</source>
            <translation>Die Liga belastet den Spieler (eine Strafe, eine Gebühr)</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Auszahlung</translation>
        </message>
        <message>
            <source>Pay out</source>
            <translation>Auszahlen</translation>
        </message>
        <message>
            <source>The league pays the player (a prize, a refund)</source>
            <translation>Die Liga zahlt an den Spieler (ein Preis, eine Erstattung)</translation>
        </message>
        <message>
            <source>Type a name</source>
            <extracomment>What each kind is most often for.</extracomment>
            <translation>Namen eingeben</translation>
        </message>
        <message>
            <source>Why (a correction says so)</source>
            <translation>Warum (eine Korrektur sagt es)</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Spieler:</translation>
        </message>
        <message>
            <source>&amp;Amount:</source>
            <translation>&amp;Betrag:</translation>
        </message>
        <message>
            <source>&amp;For:</source>
            <translation>&amp;Für:</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Datum:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>&amp;Notiz:</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Geben Sie den Namen des Spielers ein</translation>
        </message>
        <message>
            <source>Type the amount</source>
            <translation>Geben Sie den Betrag ein</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Reading the rest of the league…</source>
            <translation>Der Rest der Liga wird gelesen…</translation>
        </message>
        <message>
            <source>Every change is saved to the league database the moment you make it; Edit ▸ Undo takes it back.</source>
            <translation>Jede Änderung wird sofort in der Ligadatenbank gespeichert; Bearbeiten ▸ Rückgängig nimmt sie zurück.</translation>
        </message>
        <message>
            <source>The season every screen shows</source>
            <translation>Die Saison, die jede Ansicht zeigt</translation>
        </message>
        <message>
            <source>All changes saved</source>
            <translation>Alle Änderungen gespeichert</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;League Settings…</source>
            <translation>&amp;Liga-Einstellungen…</translation>
        </message>
        <message>
            <source>The league's time zone (and its currency)</source>
            <translation>Die Zeitzone der Liga (und ihre Währung)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Suchen…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>Seaso&amp;n</source>
            <translation>Saiso&amp;n</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>Ni&amp;ght</source>
            <translation>A&amp;bend</translation>
        </message>
        <message>
            <source>Players' &amp;Phones…</source>
            <translation>&amp;Handys der Spieler…</translation>
        </message>
        <message>
            <source>A read-only page of the clock, seats and standings</source>
            <translation>Eine Seite nur zum Lesen mit Uhr, Plätzen und Rangliste</translation>
        </message>
        <message>
            <source>TV by Lin&amp;k…</source>
            <translation>TV per Lin&amp;k…</translation>
        </message>
        <message>
            <source>The big screen on any TV with a browser, by its address</source>
            <translation>Der große Bildschirm auf jedem Fernseher mit Browser, über seine Adresse</translation>
        </message>
        <message>
            <source>Directors…</source>
            <translation>Turnierleiter…</translation>
        </message>
        <message>
            <source>Let others run the night from their phones</source>
            <translation>Andere den Abend von ihren Handys aus leiten lassen</translation>
        </message>
        <message>
            <source>Who Is &amp;Coming…</source>
            <translation>Wer &amp;kommt…</translation>
        </message>
        <message>
            <source>Plan the next nights and see the players' answers</source>
            <translation>Die nächsten Abende planen und die Antworten der Spieler sehen</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Saison</translation>
        </message>
        <message>
            <source>Season:</source>
            <translation>Saison:</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Seatin&amp;g on a second screen…</source>
            <translation>Platz&amp;verteilung auf einem zweiten Bildschirm…</translation>
        </message>
        <message>
            <source>The league on the server</source>
            <translation>Die Liga auf dem Server</translation>
        </message>
        <message>
            <source>Opened {league}</source>
            <translation>{league} geöffnet</translation>
        </message>
        <message>
            <source>The players' page could not come back: {problem}</source>
            <translation>Die Seite der Spieler konnte nicht wiederkommen: {problem}</translation>
        </message>
        <message>
            <source>Read-only</source>
            <translation>Nur lesen</translation>
        </message>
        <message>
            <source>Typed but not saved yet: save or apply it on its screen (everything else is saved).</source>
            <translation>Eingegeben, aber noch nicht gespeichert: Speichern oder übernehmen Sie es in seiner Ansicht (alles andere ist gespeichert).</translation>
        </message>
        <message>
            <source>(server: {place})</source>
            <translation>(Server: {place})</translation>
        </message>
        <message>
            <source>The league open in this window: {path}</source>
            <translation>Die in diesem Fenster geöffnete Liga: {path}</translation>
        </message>
        <message>
            <source>(read-only)</source>
            <translation>(nur lesen)</translation>
        </message>
        <message>
            <source>Event {number} is running: the Night screen shows it</source>
            <translation>Turnier {number} läuft: die Abend-Ansicht zeigt es</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
    </context>
    <context>
        <name>MoneyMovesDialog</name>
        <message>
            <source>Event</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Would be</source>
            <translation>Wäre</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>Money already paid would change</source>
            <translation>Bereits bezahltes Geld würde sich ändern</translation>
        </message>
    </context>
    <context>
        <name>MoneyView</name>
        <message>
            <source>owes {amount}</source>
            <translation>schuldet {amount}</translation>
        </message>
        <message>
            <source>is owed {amount}</source>
            <translation>bekommt {amount}</translation>
        </message>
        <message>
            <source>square</source>
            <translation>ausgeglichen</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Beitrag</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Buchungen</translation>
        </message>
        <message>
            <source>Everyone</source>
            <extracomment>The league's locale: names sort in its collation. The choices of the filter: (what the proxy is told, what the organizer reads).</extracomment>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Owes the league</source>
            <translation>Schuldet der Liga</translation>
        </message>
        <message>
            <source>The league owes</source>
            <translation>Die Liga schuldet</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>For</source>
            <translation>Für</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo danach</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>payment</source>
            <extracomment>A line's kind and what it is for, as the organizer reads them.</extracomment>
            <translation>Zahlung</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>Belastung</translation>
        </message>
        <message>
            <source>payout</source>
            <translation>Auszahlung</translation>
        </message>
        <message>
            <source>dues</source>
            <translation>Beitrag</translation>
        </message>
        <message>
            <source>entries</source>
            <translation>Startgelder</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>Strafe</translation>
        </message>
        <message>
            <source>prize</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>other</source>
            <translation>Sonstiges</translation>
        </message>
        <message>
            <source>Record &amp;payment…</source>
            <translation>&amp;Zahlung erfassen…</translation>
        </message>
        <message>
            <source>&amp;Charge…</source>
            <translation>&amp;Belasten…</translation>
        </message>
        <message>
            <source>Pay&amp;out…</source>
            <translation>&amp;Auszahlen…</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Spieler filtern…</translation>
        </message>
        <message>
            <source>Choose a player to see their lines</source>
            <translation>Wählen Sie einen Spieler, um seine Buchungen zu sehen</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>bezahlt</translation>
        </message>
        <message>
            <source>Owed to the league: {amount}</source>
            <translation>Schulden an die Liga: {amount}</translation>
        </message>
        <message>
            <source>Owed by the league: {amount}</source>
            <translation>Schulden der Liga: {amount}</translation>
        </message>
        <message>
            <source>Dues unpaid: {count}</source>
            <translation>Beiträge offen: {count}</translation>
        </message>
        <message>
            <source>Night {number}</source>
            <translation>Abend {number}</translation>
        </message>
        <message>
            <source>Expected at the season's end: {amount} in prizes, in no balance yet: owed once the last planned night is closed or the regular season is marked complete in Season setup</source>
            <translation>Zum Saisonende erwartet: {amount} an Preisen, noch in keinem Saldo: geschuldet, sobald der letzte geplante Abend abgeschlossen oder die reguläre Saison in der Saisoneinrichtung als beendet markiert ist</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} Spieler</translation>
        </message>
        <message>
            <source>Expected at the season's end (not owed yet): {players}</source>
            <translation>Zum Saisonende erwartet (noch nicht geschuldet): {players}</translation>
        </message>
    </context>
    <context>
        <name>NewLeagueDialog</name>
        <message>
            <source>New league</source>
            <translation>Neue Liga</translation>
        </message>
        <message>
            <source>e.g. Thursday Night Poker League</source>
            <translation>z. B. Donnerstags-Pokerliga</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Anlegen</translation>
        </message>
        <message>
            <source>League name:</source>
            <translation>Name der Liga:</translation>
        </message>
        <message>
            <source>Currency:</source>
            <translation>Währung:</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Datei:</translation>
        </message>
        <message>
            <source>The new league has no season yet: add one with Season ▸ New season….</source>
            <translation>Die neue Liga hat noch keine Saison: Legen Sie eine mit Saison ▸ Neue Saison… an.</translation>
        </message>
    </context>
    <context>
        <name>OutputActions</name>
        <message>
            <source>Excel workbook, every sheet (*.xlsx)</source>
            <translation>Excel-Arbeitsmappe, alle Blätter (*.xlsx)</translation>
        </message>
        <message>
            <source>Standings as CSV (*.csv)</source>
            <translation>Rangliste als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Payouts as CSV (*.csv)</source>
            <translation>Auszahlungen als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Standings as PDF (*.pdf)</source>
            <translation>Rangliste als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Players' standings page (*.html)</source>
            <translation>Ranglisten-Seite für die Spieler (*.html)</translation>
        </message>
        <message>
            <source>Ledger lines as CSV (*.csv)</source>
            <translation>Buchungen als CSV (*.csv)</translation>
        </message>
        <message>
            <source>Player statements as PDF (*.pdf)</source>
            <translation>Kontoauszüge der Spieler als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Last night's cash sheet as PDF (*.pdf)</source>
            <translation>Kassenblatt des letzten Abends als PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export season</source>
            <translation>Saison exportieren</translation>
        </message>
        <message>
            <source>Export &amp;season…</source>
            <translation>&amp;Saison exportieren…</translation>
        </message>
        <message>
            <source>&amp;Print standings…</source>
            <translation>Rangliste &amp;drucken…</translation>
        </message>
        <message>
            <source>Print event pa&amp;yout sheet…</source>
            <translation>Auszahlungsblatt eines &amp;Turniers drucken…</translation>
        </message>
        <message>
            <source>Print ni&amp;ght sheet…</source>
            <translation>Abendbla&amp;tt drucken…</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>{file} wird geschrieben…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export fehlgeschlagen</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>{file} geschrieben</translation>
        </message>
        <message>
            <source>Print standings</source>
            <translation>Rangliste drucken</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <source>No event has been played yet.</source>
            <translation>Es wurde noch kein Turnier gespielt.</translation>
        </message>
        <message>
            <source>Event {number} payout sheet</source>
            <translation>Auszahlungsblatt von Turnier {number}</translation>
        </message>
        <message>
            <source>Print payout sheet</source>
            <translation>Auszahlungsblatt drucken</translation>
        </message>
        <message>
            <source>Print the payout sheet of event:</source>
            <translation>Auszahlungsblatt dieses Turniers drucken:</translation>
        </message>
        <message>
            <source>Night sheet</source>
            <translation>Abendblatt</translation>
        </message>
    </context>
    <context>
        <name>ReadOnlyBanner</name>
        <message>
            <source>Read-only: {reason}. Copy it somewhere you may write to change it.</source>
            <translation>Nur lesen: {reason}. Kopieren Sie sie an einen Ort, an dem Sie schreiben dürfen, um sie zu ändern.</translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>The league cannot be opened</source>
            <translation>Die Liga kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>&amp;Automatic backups of this league, newest first:</source>
            <translation>&amp;Automatische Sicherungen dieser Liga, neueste zuerst:</translation>
        </message>
        <message>
            <source>&amp;Restore the selected backup</source>
            <translation>Gewählte Sicherung &amp;wiederherstellen</translation>
        </message>
        <message>
            <source>&amp;Open another league…</source>
            <translation>Andere Liga ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Start a &amp;new league…</source>
            <translation>&amp;Neue Liga anlegen…</translation>
        </message>
    </context>
    <context>
        <name>RestoreDialog</name>
        <message>
            <source>Restore from backup</source>
            <translation>Aus Sicherung wiederherstellen</translation>
        </message>
        <message>
            <source>Put one of these backups back as &lt;b&gt;{league}&lt;/b&gt;. The league as it is now is kept as a backup first, so nothing is lost.</source>
            <translation>Spielen Sie eine dieser Sicherungen als &lt;b&gt;{league}&lt;/b&gt; zurück. Die Liga, wie sie jetzt ist, wird vorher gesichert, es geht also nichts verloren.</translation>
        </message>
        <message>
            <source>&amp;Automatic backups, newest first:</source>
            <translation>&amp;Automatische Sicherungen, neueste zuerst:</translation>
        </message>
        <message>
            <source>&amp;Restore</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>&amp;Choose a file…</source>
            <translation>Datei &amp;wählen…</translation>
        </message>
        <message>
            <source>Put back a backup saved elsewhere (File ▸ Back up now…)</source>
            <translation>Eine anderswo gespeicherte Sicherung zurückspielen (Datei ▸ Jetzt sichern…)</translation>
        </message>
        <message>
            <source>Choose a backup to put back</source>
            <translation>Zurückzuspielende Sicherung wählen</translation>
        </message>
    </context>
    <context>
        <name>Restoring</name>
        <message>
            <source>Restore from backup</source>
            <translation>Aus Sicherung wiederherstellen</translation>
        </message>
        <message>
            <source>Restore {backup}</source>
            <translation>{backup} wiederherstellen</translation>
        </message>
        <message>
            <source>The league as it was is kept in {file}; it is listed among the backups.</source>
            <translation>Die Liga, wie sie war, ist in {file} aufbewahrt; sie steht bei den Sicherungen.</translation>
        </message>
        <message>
            <source>{league} is back as it was in the backup {backup}.</source>
            <translation>{league} ist wieder so, wie sie in der Sicherung {backup} war.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Rangliste</translation>
        </message>
        <message>
            <source>&amp;Events</source>
            <translation>&amp;Turniere</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Spieler</translation>
        </message>
        <message>
            <source>&amp;Championship</source>
            <translation>&amp;Meisterschaft</translation>
        </message>
        <message>
            <source>Season se&amp;tup</source>
            <translation>Saison&amp;einrichtung</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>A&amp;bend</translation>
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
            <translation>Diese Liga hat noch keine Saison: Wählen Sie Saison ▸ Neue Saison…, um eine zu beginnen.</translation>
        </message>
        <message>
            <source>The season cannot be computed: {problem}</source>
            <translation>Die Saison kann nicht berechnet werden: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ServerActions</name>
        <message>
            <source>Open League on a Server</source>
            <translation>Liga auf einem Server öffnen</translation>
        </message>
        <message>
            <source>Move this league to a server</source>
            <translation>Diese Liga auf einen Server verschieben</translation>
        </message>
        <message>
            <source>Save a copy as a file</source>
            <translation>Kopie als Datei speichern</translation>
        </message>
        <message>
            <source>Check the server's name and port, the network, and that the server is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.</source>
            <translation>Prüfen Sie Namen und Port des Servers, das Netzwerk und ob der Server läuft. Wenn er ein Passwort verlangt, tragen Sie es in ~/.pgpass (oder PGPASSWORD) ein, wie für psql.</translation>
        </message>
        <message>
            <source>Check the database's name. A new league needs an empty database, made once by whoever runs the server (createdb league).</source>
            <translation>Prüfen Sie den Namen der Datenbank. Eine neue Liga braucht eine leere Datenbank, einmal angelegt von dem, der den Server betreibt (createdb league).</translation>
        </message>
        <message>
            <source>Ask whoever runs the server for a role that may write the league.</source>
            <translation>Bitten Sie den Betreiber des Servers um eine Rolle, die die Liga schreiben darf.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr: install that version to open it.</source>
            <translation>Die Liga wurde von einem neueren leaguemgr gespeichert: Installieren Sie diese Version, um sie zu öffnen.</translation>
        </message>
        <message>
            <source>Check the URL, or ask whoever runs the server.</source>
            <translation>Prüfen Sie die URL, oder fragen Sie den Betreiber des Servers.</translation>
        </message>
        <message>
            <source>The league on the server could not be opened.</source>
            <translation>Die Liga auf dem Server konnte nicht geöffnet werden.</translation>
        </message>
        <message>
            <source>Open League on a Ser&amp;ver…</source>
            <translation>Liga auf einem Ser&amp;ver öffnen…</translation>
        </message>
        <message>
            <source>Open a league kept in a PostgreSQL database, by several venues</source>
            <translation>Eine Liga in einer PostgreSQL-Datenbank öffnen, für mehrere Spielorte</translation>
        </message>
        <message>
            <source>&amp;Move this league to a server…</source>
            <translation>Diese Liga auf einen Server &amp;verschieben…</translation>
        </message>
        <message>
            <source>Copy this league into an empty database on a PostgreSQL server</source>
            <translation>Diese Liga in eine leere Datenbank auf einem PostgreSQL-Server kopieren</translation>
        </message>
        <message>
            <source>Save a &amp;copy as a file…</source>
            <translation>&amp;Kopie als Datei speichern…</translation>
        </message>
        <message>
            <source>The whole league, as it is now, in a league file of its own</source>
            <translation>Die ganze Liga, wie sie jetzt ist, in einer eigenen Ligadatei</translation>
        </message>
        <message>
            <source>Connecting to {place}…</source>
            <translation>Verbindung mit {place}…</translation>
        </message>
        <message>
            <source>{place}  (server)</source>
            <translation>{place}  (Server)</translation>
        </message>
        <message>
            <source>&amp;Copy there</source>
            <translation>Dorthin &amp;kopieren</translation>
        </message>
        <message>
            <source>The whole league is copied into this PostgreSQL database (made empty by whoever runs the server: createdb league). This file stays as it is.</source>
            <translation>Die ganze Liga wird in diese PostgreSQL-Datenbank kopiert (leer angelegt vom Betreiber des Servers: createdb league). Diese Datei bleibt, wie sie ist.</translation>
        </message>
        <message>
            <source>Open the league on the server now? From then on every venue opens it from {place}; {file} stays as it was, as a copy.</source>
            <translation>Die Liga jetzt auf dem Server öffnen? Ab dann öffnet jeder Spielort sie von {place}; {file} bleibt als Kopie, wie sie war.</translation>
        </message>
        <message>
            <source>Copying the league to {place}…</source>
            <translation>Die Liga wird nach {place} kopiert…</translation>
        </message>
        <message>
            <source>{place} already holds a league.

Replace it with this one? What it holds now is removed.</source>
            <translation>{place} enthält schon eine Liga.

Durch diese ersetzen? Was sie jetzt enthält, wird entfernt.</translation>
        </message>
    </context>
    <context>
        <name>ServerDialog</name>
        <message>
            <source>leaguemgr never asks for or keeps a password. If the server wants one, put it in ~/.pgpass (or PGPASSWORD, or a PGSERVICE entry), as for psql.</source>
            <translation>leaguemgr fragt nie nach einem Passwort und speichert keines. Verlangt der Server eines, tragen Sie es in ~/.pgpass (oder PGPASSWORD, oder einen PGSERVICE-Eintrag) ein, wie für psql.</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>dieser Computer</translation>
        </message>
        <message>
            <source>the default database</source>
            <translation>die Standard-Datenbank</translation>
        </message>
        <message>
            <source>{database} on {where}</source>
            <translation>{database} auf {where}</translation>
        </message>
        <message>
            <source>Open League on a Server</source>
            <translation>Liga auf einem Server öffnen</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>Ö&amp;ffnen</translation>
        </message>
        <message>
            <source>The league's PostgreSQL database: the server and the database name, or a postgresql:// URL.</source>
            <translation>Die PostgreSQL-Datenbank der Liga: der Server und der Name der Datenbank, oder eine postgresql://-URL.</translation>
        </message>
        <message>
            <source>db.club.example, 10.0.0.5 or /var/run/postgresql</source>
            <translation>db.club.example, 10.0.0.5 oder /var/run/postgresql</translation>
        </message>
        <message>
            <source>The server's name or address, or the folder of its Unix socket. Empty: this computer's PostgreSQL.</source>
            <translation>Name oder Adresse des Servers, oder der Ordner seines Unix-Sockets. Leer: das PostgreSQL dieses Computers.</translation>
        </message>
        <message>
            <source>PostgreSQL listens on {port} unless it was set otherwise</source>
            <translation>PostgreSQL hört auf {port}, sofern nicht anders eingestellt</translation>
        </message>
        <message>
            <source>league</source>
            <translation>liga</translation>
        </message>
        <message>
            <source>your login name</source>
            <translation>Ihr Anmeldename</translation>
        </message>
        <message>
            <source>postgresql://user@host:5432/league</source>
            <translation>postgresql://benutzer@server:5432/liga</translation>
        </message>
        <message>
            <source>A URL here is used as it is; the fields above are then not used</source>
            <translation>Eine URL hier wird so verwendet, wie sie ist; die Felder darüber werden dann nicht verwendet</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Server:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Port:</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Datenbank:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Benutzer:</translation>
        </message>
        <message>
            <source>or paste a &amp;URL:</source>
            <translation>oder &amp;URL einfügen:</translation>
        </message>
        <message>
            <source>Connects to: {url}</source>
            <translation>Verbindet mit: {url}</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Nennen Sie die Datenbank (oder fügen Sie eine URL ein).</translation>
        </message>
        <message>
            <source>A URL starts with postgresql:// (a league file: File ▸ Open…).</source>
            <translation>Eine URL beginnt mit postgresql:// (eine Ligadatei: Datei ▸ Öffnen…).</translation>
        </message>
        <message>
            <source>The password in this URL is used to connect this once and never kept: to open the league again, put it in ~/.pgpass.</source>
            <translation>Das Passwort in dieser URL wird nur für diese eine Verbindung verwendet und nie gespeichert: Um die Liga wieder zu öffnen, tragen Sie es in ~/.pgpass ein.</translation>
        </message>
    </context>
    <context>
        <name>ShareActions</name>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Publish again</source>
            <translation>Erneut veröffentlichen</translation>
        </message>
        <message>
            <source>&amp;Copy Standings Image</source>
            <extracomment>Seconds a webhook has to answer (tests make it short). The last publish that went through: (when, what), shown in the status bar.</extracomment>
            <translation>Ranglisten-Bild &amp;kopieren</translation>
        </message>
        <message>
            <source>&amp;Save Image…</source>
            <translation>Bild &amp;speichern…</translation>
        </message>
        <message>
            <source>&amp;Publish Now</source>
            <translation>Jetzt &amp;veröffentlichen</translation>
        </message>
        <message>
            <source>Publish &amp;When a Night Closes</source>
            <translation>Veröffentlichen, &amp;wenn ein Abend endet</translation>
        </message>
        <message>
            <source>Publishing Se&amp;ttings…</source>
            <translation>Veröffentlichungs-&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Share</source>
            <translation>&amp;Teilen</translation>
        </message>
        <message>
            <source>Standings image copied: paste it into the group's chat</source>
            <translation>Ranglisten-Bild kopiert: Fügen Sie es in den Gruppenchat ein</translation>
        </message>
        <message>
            <source>Not saved: {problem}</source>
            <translation>Nicht gespeichert: {problem}</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} gespeichert</translation>
        </message>
        <message>
            <source>No card: {problem}</source>
            <translation>Keine Karte: {problem}</translation>
        </message>
        <message>
            <source>no webhook or folder set (Share ▸ Publishing Settings…)</source>
            <translation>kein Webhook oder Ordner festgelegt (Teilen ▸ Veröffentlichungs-Einstellungen…)</translation>
        </message>
        <message>
            <source>Publishing season {season}…</source>
            <translation>Saison {season} wird veröffentlicht…</translation>
        </message>
        <message>
            <source>{done} at {time}</source>
            <translation>{done} um {time}</translation>
        </message>
        <message>
            <source>Not published: {problem}</source>
            <translation>Nicht veröffentlicht: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Publish posts the standings card and the last night's card to your group's chat (a Discord webhook, or any that takes Discord's form), or writes them with the standings page into a folder (a synced drive or a web server's folder).</source>
            <translation>Veröffentlichen schickt die Ranglisten-Karte und die Karte des letzten Abends in den Chat Ihrer Gruppe (ein Discord-Webhook oder jeder, der Discords Format annimmt), oder schreibt sie mit der Ranglisten-Seite in einen Ordner (ein synchronisiertes Laufwerk oder den Ordner eines Webservers).</translation>
        </message>
        <message>
            <source>Publishing settings</source>
            <translation>Veröffentlichungs-Einstellungen</translation>
        </message>
        <message>
            <source>Kept in your settings on this computer only, never in the league</source>
            <translation>Nur in Ihren Einstellungen auf diesem Computer gespeichert, nie in der Liga</translation>
        </message>
        <message>
            <source>or a folder for the cards and the standings page</source>
            <translation>oder ein Ordner für die Karten und die Ranglisten-Seite</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Durchsuchen…</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Publish &amp;when a night closes</source>
            <translation>Veröffentlichen, &amp;wenn ein Abend endet</translation>
        </message>
        <message>
            <source>&amp;Webhook:</source>
            <translation>&amp;Webhook:</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Ordner:</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Design:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Publish into folder</source>
            <translation>In Ordner veröffentlichen</translation>
        </message>
    </context>
    <context>
        <name>SheetImport</name>
        <message>
            <source>Payout</source>
            <translation>Auszahlung</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
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
            <translation>Abend</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>(ignored)</source>
            <translation>(ignoriert)</translation>
        </message>
        <message>
            <source>Grid: a row per player, a column per night</source>
            <translation>Raster: eine Zeile je Spieler, eine Spalte je Abend</translation>
        </message>
        <message>
            <source>Results: a row per player per night</source>
            <translation>Ergebnisse: eine Zeile je Spieler und Abend</translation>
        </message>
        <message>
            <source>Skip this sheet</source>
            <translation>Dieses Blatt überspringen</translation>
        </message>
        <message>
            <source>2. What the columns mean</source>
            <translation>2. Was die Spalten bedeuten</translation>
        </message>
        <message>
            <source>Check the layout found on each sheet and what each column holds; change a column with the box above it.</source>
            <translation>Prüfen Sie den auf jedem Blatt gefundenen Aufbau und den Inhalt jeder Spalte; ändern Sie eine Spalte mit dem Feld darüber.</translation>
        </message>
        <message>
            <source>S&amp;heet:</source>
            <translation>&amp;Blatt:</translation>
        </message>
        <message>
            <source>&amp;Layout:</source>
            <translation>&amp;Aufbau:</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Hinweise:</translation>
        </message>
        <message>
            <source>means</source>
            <translation>bedeutet</translation>
        </message>
        <message>
            <source>What column {column} means</source>
            <translation>Was Spalte {column} bedeutet</translation>
        </message>
        <message>
            <source>Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)</source>
            <translation>Tabellen (*.xlsx *.ods *.csv *.txt *.tsv);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importieren</translation>
        </message>
        <message>
            <source>the files are empty</source>
            <translation>die Dateien sind leer</translation>
        </message>
        <message>
            <source>no results found ({why})</source>
            <translation>keine Ergebnisse gefunden ({why})</translation>
        </message>
        <message>
            <source>1. The spreadsheets</source>
            <translation>1. Die Tabellen</translation>
        </message>
        <message>
            <source>Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: a grid of players by nights, or a sheet per night with places.</source>
            <translation>Excel- (.xlsx), LibreOffice- (.ods) oder CSV-Dateien mit den Ergebnissen der Liga: ein Raster aus Spielern und Abenden, oder ein Blatt je Abend mit Plätzen.</translation>
        </message>
        <message>
            <source>Delete removes the selected file</source>
            <translation>Entf entfernt die gewählte Datei</translation>
        </message>
        <message>
            <source>&amp;Add files…</source>
            <translation>Dateien &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Entfernen</translation>
        </message>
        <message>
            <source>the file's name</source>
            <translation>der Name der Datei</translation>
        </message>
        <message>
            <source>&amp;Season:</source>
            <translation>&amp;Saison:</translation>
        </message>
        <message>
            <source>Score the places with the season's points &amp;formula (not the sheet's points)</source>
            <translation>Plätze mit der Punkte&amp;formel der Saison werten (nicht mit den Punkten der Tabelle)</translation>
        </message>
        <message>
            <source>Reading the spreadsheets…</source>
            <translation>Die Tabellen werden gelesen…</translation>
        </message>
        <message>
            <source>Import Spreadsheet</source>
            <translation>Tabelle importieren</translation>
        </message>
        <message>
            <source>3. The players</source>
            <translation>3. Die Spieler</translation>
        </message>
        <message>
            <source>Names written alike but for case, accents or punctuation are one player. Untick a row (Space) to keep its names apart.</source>
            <translation>Namen, die sich nur in Groß-/Kleinschreibung, Akzenten oder Satzzeichen unterscheiden, sind ein Spieler. Entfernen Sie das Häkchen einer Zeile (Leertaste), um ihre Namen zu trennen.</translation>
        </message>
        <message>
            <source>Same player</source>
            <translation>Gleicher Spieler</translation>
        </message>
        <message>
            <source>As written in the sheets</source>
            <translation>Wie in den Tabellen geschrieben</translation>
        </message>
        <message>
            <source>League player</source>
            <translation>Spieler der Liga</translation>
        </message>
        <message>
            <source>{players} player(s): {new} new, {known} already in the league; {merges} merge(s) to confirm</source>
            <translation>{players} Spieler: {new} neu, {known} schon in der Liga; {merges} Zusammenführung(en) zu bestätigen</translation>
        </message>
        <message>
            <source>merged</source>
            <translation>zusammengeführt</translation>
        </message>
        <message>
            <source>(new player)</source>
            <translation>(neuer Spieler)</translation>
        </message>
        <message>
            <source>(in the league)</source>
            <translation>(in der Liga)</translation>
        </message>
        <message>
            <source>4. The standings after the import</source>
            <translation>4. Die Rangliste nach dem Import</translation>
        </message>
        <message>
            <source>Import adds the nights as one edit: Edit ▸ Undo takes it all back.</source>
            <translation>Der Import fügt die Abende als eine Änderung hinzu: Bearbeiten ▸ Rückgängig nimmt alles zurück.</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Saison</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <extracomment>What each column can mean, as the boxes above the columns say it (the sheets' own ``FIELD_WORDS`` are the English the import's notes and commands write).</extracomment>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Nights</source>
            <translation>Abende</translation>
        </message>
        <message>
            <source>Checks and money:</source>
            <translation>Prüfungen und Geld:</translation>
        </message>
        <message>
            <source>totals: {line}</source>
            <translation>Summen: {line}</translation>
        </message>
        <message>
            <source>Everything in these files is imported already: nothing to add.</source>
            <translation>Alles in diesen Dateien ist schon importiert: nichts hinzuzufügen.</translation>
        </message>
        <message>
            <source>No totals, ranks or money in the sheets to check against.</source>
            <translation>Keine Summen, Ränge oder Geldbeträge in den Tabellen zum Abgleichen.</translation>
        </message>
    </context>
    <context>
        <name>Td3Import</name>
        <message>
            <source>Import from TD3</source>
            <translation>Aus TD3 importieren</translation>
        </message>
        <message>
            <source>TD3 tournaments (*.tdt);;All files (*)</source>
            <translation>TD3-Turniere (*.tdt);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Import from TD3: a folder</source>
            <translation>Aus TD3 importieren: ein Ordner</translation>
        </message>
        <message>
            <source>Reading the TD3 files…</source>
            <translation>Die TD3-Dateien werden gelesen…</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Saison</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Teilnahmen</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>New players ({count}):</source>
            <translation>Neue Spieler ({count}):</translation>
        </message>
        <message>
            <source>These TD3 players are the league's players of the same name: {names}</source>
            <translation>Diese TD3-Spieler sind die gleichnamigen Spieler der Liga: {names}</translation>
        </message>
        <message>
            <source>Notes (files left out, names, money):</source>
            <translation>Hinweise (ausgelassene Dateien, Namen, Geld):</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
    </context>
    <context>
        <name>WindowFaults</name>
        <message>
            <source>Not changed: {problem}</source>
            <translation>Nicht geändert: {problem}</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Nicht gespeichert</translation>
        </message>
        <message>
            <source>Saved, but {problem}</source>
            <translation>Gespeichert, aber {problem}</translation>
        </message>
    </context>
</TS>
