<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>AddPlayerBar</name>
        <message>
            <source>&amp;Add player:</source>
            <translation>Speler &amp;toevoegen:</translation>
        </message>
        <message>
            <source>type a few letters of the name, Enter</source>
            <translation>typ een paar letters van de naam, Enter</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Toevoegen</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}' ({names}): keep typing</source>
            <translation>
                <numerusform>%n speler past bij '{text}' ({names}): typ verder</numerusform>
                <numerusform>%n spelers passen bij '{text}' ({names}): typ verder</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AddPlayerDialog</name>
        <message>
            <source>Add player</source>
            <translation>Speler toevoegen</translation>
        </message>
        <message>
            <source>First and last name</source>
            <translation>Voor- en achternaam</translation>
        </message>
        <message>
            <source>Sub (plays now and then; not a regular)</source>
            <translation>Invaller (speelt af en toe; geen vaste speler)</translation>
        </message>
        <message>
            <source>Guest (plays and is paid; not in the league table)</source>
            <translation>Gast (speelt en wordt uitbetaald; niet in de stand)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Toevoegen</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Naam:</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>Id:</translation>
        </message>
        <message>
            <source>There is already a player named {name}. Use Merge if it is the same person.</source>
            <translation>Er is al een speler met de naam {name}. Gebruik Samenvoegen als het dezelfde persoon is.</translation>
        </message>
    </context>
    <context>
        <name>DealersEditor</name>
        <message>
            <source>full game</source>
            <translation>heel spel</translation>
        </message>
        <message>
            <source>half game</source>
            <translation>half spel</translation>
        </message>
        <message>
            <source>Deale&amp;rs:</source>
            <translation>Deale&amp;rs:</translation>
        </message>
        <message>
            <source>dealer's name, Enter</source>
            <translation>naam van de dealer, Enter</translation>
        </message>
        <message>
            <source>Remove dealer</source>
            <translation>Dealer verwijderen</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Space switches the selected dealer between full and half game</source>
            <translation>Spatie wisselt de gekozen dealer tussen heel en half spel</translation>
        </message>
        <message>
            <source>No player matches '{text}'</source>
            <translation>Geen speler past bij '{text}'</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}': keep typing</source>
            <translation>
                <numerusform>%n speler past bij '{text}': typ verder</numerusform>
                <numerusform>%n spelers passen bij '{text}': typ verder</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftUndo</name>
        <message>
            <source>Event number</source>
            <translation>Toernooinummer</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Rebuy price</source>
            <translation>Rebuyprijs</translation>
        </message>
        <message>
            <source>Add-on price</source>
            <translation>Add-onprijs</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Max. rebuys</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack naar keuze</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Toegevoegd aan de prijzenpot</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Naamloze deelnemers</translation>
        </message>
        <message>
            <source>Points factor</source>
            <translation>Puntenfactor</translation>
        </message>
        <message>
            <source>Knockout bounties</source>
            <translation>Knock-outpremies</translation>
        </message>
        <message>
            <source>Cash-out night</source>
            <translation>Cash-outavond</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Plaats</translation>
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
            <source>On time</source>
            <translation>Op tijd</translation>
        </message>
        <message>
            <source>Exact change</source>
            <translation>Gepast</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Gratis deelname</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Uitgeschakeld door</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Premies</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>Statussen</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Plaatsen</translation>
        </message>
        <message>
            <source>Buy-ins</source>
            <translation>Buy-ins</translation>
        </message>
        <message>
            <source>Free entries</source>
            <translation>Gratis deelnames</translation>
        </message>
        <message>
            <source>Add {player}</source>
            <translation>{player} toevoegen</translation>
        </message>
        <message>
            <source>Add entries</source>
            <translation>Deelnemers toevoegen</translation>
        </message>
        <message>
            <source>Remove {player}</source>
            <translation>{player} verwijderen</translation>
        </message>
        <message>
            <source>Remove entries</source>
            <translation>Deelnemers verwijderen</translation>
        </message>
        <message>
            <source>Dealers</source>
            <translation>Dealers</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Toernooi bewerken</translation>
        </message>
        <message>
            <source>Order of entries</source>
            <translation>Volgorde van de deelnemers</translation>
        </message>
        <message>
            <source>{field} of {player}</source>
            <translation>{field} van {player}</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Deelnemers</translation>
        </message>
    </context>
    <context>
        <name>EntriesTableModel</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
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
            <source>On time</source>
            <translation>Op tijd</translation>
        </message>
        <message>
            <source>Exact {money}</source>
            <translation>Gepast {money}</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Gratis deelname</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Fiches</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Uitgeschakeld door</translation>
        </message>
        <message>
            <source>Bounties {money}</source>
            <translation>Premies {money}</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>played</source>
            <translation>gespeeld</translation>
        </message>
        <message>
            <source>disqualified</source>
            <translation>gediskwalificeerd</translation>
        </message>
        <message>
            <source>forfeit</source>
            <translation>opgegeven</translation>
        </message>
        <message>
            <source>no show</source>
            <translation>niet verschenen</translation>
        </message>
        <message>
            <source>late cancel</source>
            <translation>late afmelding</translation>
        </message>
        <message>
            <source>'{text}' is not an amount of money</source>
            <extracomment>Cells are shown, not edited (a read-only league). A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.</extracomment>
            <translation>'{text}' is geen geldbedrag</translation>
        </message>
        <message>
            <source>no free entry earned from dealing</source>
            <translation>geen gratis deelname verdiend met delen</translation>
        </message>
        <message>
            <source>{player} is a {status}: no on time bonus for a player who did not come.</source>
            <translation>{player}: {status} – geen bonus voor op tijd voor een speler die niet kwam.</translation>
        </message>
        <message>
            <source>{player} is a {status}: no exact change bonus for a player who did not come.</source>
            <translation>{player}: {status} – geen bonus voor gepast betalen voor een speler die niet kwam.</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>n.v.t.</translation>
        </message>
        <message>
            <source>{player} is now a {status}: the on-time and exact-change bonuses were cleared.</source>
            <translation>{player} staat nu op {status}: de bonussen voor op tijd en gepast betalen zijn gewist.</translation>
        </message>
        <message>
            <source>used</source>
            <translation>gebruikt</translation>
        </message>
        <message numerus="yes">
            <source>has %n free entries</source>
            <translation>
                <numerusform>heeft %n gratis deelname</numerusform>
                <numerusform>heeft %n gratis deelnames</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntriesTableView</name>
        <message>
            <source>who busted this player, one name per bust</source>
            <translation>wie deze speler uitschakelde, één naam per knock-out</translation>
        </message>
    </context>
    <context>
        <name>EntriesToolbar</name>
        <message>
            <source>Move up</source>
            <translation>Omhoog</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Omlaag</translation>
        </message>
        <message>
            <source>Fill finishes from row order</source>
            <translation>Plaatsen invullen volgens de rijvolgorde</translation>
        </message>
        <message>
            <source>Sort by finish</source>
            <translation>Sorteren op plaats</translation>
        </message>
        <message>
            <source>Clear cell</source>
            <translation>Cel wissen</translation>
        </message>
        <message>
            <source>Remove entry</source>
            <translation>Deelnemer verwijderen</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Omhoog</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Omlaag</translation>
        </message>
        <message>
            <source>Fill finishes</source>
            <translation>Plaatsen invullen</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Sorteren</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Wissen</translation>
        </message>
    </context>
    <context>
        <name>EventCommands</name>
        <message>
            <source>New event {number}</source>
            <translation>Nieuw toernooi {number}</translation>
        </message>
        <message>
            <source>Delete event {number}</source>
            <translation>Toernooi {number} verwijderen</translation>
        </message>
        <message>
            <source>Save event {number}</source>
            <translation>Toernooi {number} opslaan</translation>
        </message>
        <message>
            <source>Add player {name}</source>
            <translation>Speler {name} toevoegen</translation>
        </message>
    </context>
    <context>
        <name>EventEditor</name>
        <message>
            <source>Season's structure</source>
            <extracomment>Where the rules put "paid less (or more) than the pool" (SPEC 8), explained on save. The banner was updated: saved or unsaved may have changed. A new event as opened, not stored: it is saved only once it differs from this. The draft's own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).</extracomment>
            <translation>Structuur van het seizoen</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>&amp;Niveaus bewerken…</translation>
        </message>
        <message>
            <source>&amp;Save event</source>
            <translation>Toernooi op&amp;slaan</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Terugzetten</translation>
        </message>
        <message>
            <source>Record what was &amp;paid / Deal…</source>
            <translation>&amp;Uitbetaling vastleggen / Deal…</translation>
        </message>
        <message>
            <source>Paid / Deal…</source>
            <translation>Uitbetaald / Deal…</translation>
        </message>
        <message>
            <source>Blind str&amp;ucture</source>
            <translation>Blindstr&amp;uctuur</translation>
        </message>
        <message>
            <source>No event selected: choose one in the list or create a new one.</source>
            <translation>Geen toernooi gekozen: kies er een in de lijst of maak een nieuw aan.</translation>
        </message>
        <message>
            <source>Event {number} not saved:</source>
            <translation>Toernooi {number} niet opgeslagen:</translation>
        </message>
        <message>
            <source>New event {number}: stored once you type its night and save (Ctrl+S).</source>
            <translation>Nieuw toernooi {number}: wordt bewaard zodra u de avond invult en opslaat (Ctrl+S).</translation>
        </message>
        <message>
            <source>Event {number}: shown read-only.</source>
            <translation>Toernooi {number}: alleen-lezen.</translation>
        </message>
        <message>
            <source>Event {number}: unsaved changes (Ctrl+S saves).</source>
            <translation>Toernooi {number}: niet-opgeslagen wijzigingen (Ctrl+S slaat op).</translation>
        </message>
        <message>
            <source>Event {number}: saved.</source>
            <translation>Toernooi {number}: opgeslagen.</translation>
        </message>
        <message>
            <source>{name} is already entered: row {row} is selected</source>
            <translation>{name} is al ingeschreven: rij {row} is geselecteerd</translation>
        </message>
        <message numerus="yes">
            <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
            <translation>
                <numerusform>{name} toegevoegd: heeft %n gratis deelname door delen (vink Gratis deelname aan)</numerusform>
                <numerusform>{name} toegevoegd: heeft %n gratis deelnames door delen (vink Gratis deelname aan)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added {name}</source>
            <translation>{name} toegevoegd</translation>
        </message>
        <message>
            <source>A cash-out night: type what each player cashed out in the Cash out column.</source>
            <translation>Een cash-outavond: vul in de kolom Cash-out in wat elke speler uitbetaald kreeg.</translation>
        </message>
        <message>
            <source>Type every finish first: what was paid is recorded by finish.</source>
            <translation>Vul eerst alle plaatsen in: de uitbetaling wordt per plaats vastgelegd.</translation>
        </message>
        <message>
            <source>Back to the payout table</source>
            <translation>Terug naar de uitbetalingstabel</translation>
        </message>
        <message>
            <source>Record what was paid</source>
            <translation>Uitbetaling vastleggen</translation>
        </message>
        <message>
            <source>New player</source>
            <translation>Nieuwe speler</translation>
        </message>
        <message>
            <source>'{name}' is not on the roster. Add {name} as a new player?</source>
            <translation>'{name}' staat niet op de spelerslijst. {name} als nieuwe speler toevoegen?</translation>
        </message>
        <message>
            <source>No player matches '{name}'</source>
            <translation>Geen speler past bij '{name}'</translation>
        </message>
        <message>
            <source>what was paid does not sum to the prize pool.</source>
            <translation>de uitbetaling komt niet uit op de prijzenpot.</translation>
        </message>
        <message>
            <source>Not saved: the money paid stays as it was.</source>
            <translation>Niet opgeslagen: het uitbetaalde geld blijft zoals het was.</translation>
        </message>
        <message>
            <source>Unsaved event</source>
            <translation>Niet-opgeslagen toernooi</translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes. Save them?</source>
            <translation>Toernooi {number} heeft niet-opgeslagen wijzigingen. Opslaan?</translation>
        </message>
    </context>
    <context>
        <name>EventFieldsForm</name>
        <message>
            <source>no date</source>
            <translation>geen datum</translation>
        </message>
        <message>
            <source>e.g. March</source>
            <translation>bijv. Maart</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack naar keuze</translation>
        </message>
        <message>
            <source>Each entry chooses its buy-in</source>
            <translation>Elke deelnemer kiest zijn buy-in</translation>
        </message>
        <message>
            <source>Cash-ou&amp;t night</source>
            <translation>Cash-ou&amp;tavond</translation>
        </message>
        <message>
            <source>A timed game: every player's chips were cashed out at the end. Type each cash-out in the Cash out column; the finishes follow from them</source>
            <translation>Een spel op tijd: de fiches van elke speler werden aan het eind uitbetaald. Vul elke cash-out in de kolom Cash-out in; de plaatsen volgen daaruit</translation>
        </message>
        <message>
            <source>How many entries the league does not name</source>
            <translation>Hoeveel deelnemers de competitie niet noemt</translation>
        </message>
        <message>
            <source>How many rebuys of those entries</source>
            <translation>Hoeveel rebuys van die deelnemers</translation>
        </message>
        <message>
            <source>How many add-ons of those entries</source>
            <translation>Hoeveel add-ons van die deelnemers</translation>
        </message>
        <message>
            <source>Unnamed entr&amp;ies</source>
            <extracomment>The unnamed entries, placed by the editor in the side panel's Money (they count in the field, the gross and the pool): a row of their own here would take an entry's row from the table on a 600-pixel screen.</extracomment>
            <translation>Naamloze deel&amp;nemers</translation>
        </message>
        <message>
            <source>their rebuys</source>
            <translation>hun rebuys</translation>
        </message>
        <message>
            <source>their add-ons</source>
            <translation>hun add-ons</translation>
        </message>
        <message>
            <source>Every entry's points at this night are multiplied by it: 2 for a final worth double</source>
            <translation>De punten van elke deelnemer op deze avond worden hiermee vermenigvuldigd: 2 voor een finale die dubbel telt</translation>
        </message>
        <message>
            <source>The knockout bounties of this night: the season's, or its own</source>
            <translation>De knock-outpremies van deze avond: die van het seizoen, of eigen premies</translation>
        </message>
        <message>
            <source>The bounty every buy-in and rebuy puts on a head</source>
            <translation>De premie die elke buy-in en rebuy op een hoofd zet</translation>
        </message>
        <message>
            <source>Progressive: the percent of a head paid to the hitman at once (the rest goes onto the hitman's own head)</source>
            <translation>Progressief: het percentage van een premie dat meteen aan de eliminator wordt betaald (de rest komt op zijn eigen hoofd)</translation>
        </message>
        <message>
            <source>Event n&amp;o.</source>
            <translation>Toernooi&amp;nr.</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Datum</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>Na&amp;am</translation>
        </message>
        <message>
            <source>Buy-in {money}</source>
            <translation>Buy-in {money}</translation>
        </message>
        <message>
            <source>Rebuy {money}</source>
            <translation>Rebuy {money}</translation>
        </message>
        <message>
            <source>Add-on {money}</source>
            <translation>Add-on {money}</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Max. rebuys</translation>
        </message>
        <message>
            <source>Points &amp;x</source>
            <translation>Punten &amp;x</translation>
        </message>
        <message>
            <source>Kno&amp;ckouts</source>
            <extracomment>The night's knockout bounties and whether it was played to a cash-out, placed by the editor in the side panel's Money under the unnamed entries (beside the prices they would squeeze the form past a 1024-pixel screen).</extracomment>
            <translation>Kno&amp;ck-outs</translation>
        </message>
        <message>
            <source>Bounty {money}</source>
            <translation>Premie {money}</translation>
        </message>
        <message>
            <source>paid at once %</source>
            <translation>meteen uitbetaald %</translation>
        </message>
        <message>
            <source>Season's (none)</source>
            <translation>Van het seizoen (geen)</translation>
        </message>
        <message>
            <source>Season's (fixed {amount})</source>
            <translation>Van het seizoen (vast {amount})</translation>
        </message>
        <message>
            <source>Season's (progressive {amount})</source>
            <translation>Van het seizoen (progressief {amount})</translation>
        </message>
        <message>
            <source>Recorded by the import</source>
            <translation>Vastgelegd door de import</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Geen</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Vast</translation>
        </message>
        <message>
            <source>Progressive</source>
            <translation>Progressief</translation>
        </message>
        <message>
            <source>Championship event</source>
            <translation>Kampioenschapstoernooi</translation>
        </message>
        <message>
            <source>Regular event</source>
            <translation>Gewoon toernooi</translation>
        </message>
        <message>
            <source>season {amount}</source>
            <translation>seizoen {amount}</translation>
        </message>
        <message>
            <source>Season rule (unlimited)</source>
            <translation>Seizoensregel (onbeperkt)</translation>
        </message>
        <message>
            <source>Season rule ({count})</source>
            <translation>Seizoensregel ({count})</translation>
        </message>
        <message>
            <source>Unlimited</source>
            <translation>Onbeperkt</translation>
        </message>
    </context>
    <context>
        <name>EventMoneyCheck</name>
        <message>
            <source>Saved as edited, event {number} moves this money:</source>
            <translation>Zo opgeslagen verplaatst toernooi {number} dit geld:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Event {number} is closed: its money was paid. Saved as edited, the season's nights would pay this instead:</source>
            <translation>Toernooi {number} is afgesloten: het geld is uitbetaald. Zo opgeslagen zouden de avonden van het seizoen in plaats daarvan dit uitbetalen:</translation>
        </message>
        <message>
            <source>Save, and change the money</source>
            <translation>Opslaan, en het geld wijzigen</translation>
        </message>
    </context>
    <context>
        <name>EventSidePanel</name>
        <message>
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <source>Money added to this event's prize pool from outside the buy-ins: the house, a sponsor, a guarantee (Alt+B)</source>
            <translation>Geld dat buiten de buy-ins aan de prijzenpot van dit toernooi is toegevoegd: door het huis, een sponsor, een garantie (Alt+B)</translation>
        </message>
        <message>
            <source>Added to the pool &amp;by the house or a sponsor</source>
            <translation>Toegevoegd aan de prijzenpot &amp;door het huis of een sponsor</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Bedrag</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Uitbetalingen</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Double-click to record what was really paid (a chop, a deal)</source>
            <translation>Dubbelklik om vast te leggen wat echt is uitbetaald (een chop, een deal)</translation>
        </message>
        <message>
            <source>Points and knockouts</source>
            <translation>Punten en knock-outs</translation>
        </message>
        <message>
            <source>Fin.</source>
            <translation>Pl.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO's</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problemen</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Waarschuwingen</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Waarschuwingen ({count})</translation>
        </message>
        <message>
            <source>Problems ({count}): fix them to save</source>
            <translation>Problemen ({count}): los ze op om op te slaan</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>Geen problemen</translation>
        </message>
        <message>
            <source>From {source}</source>
            <translation>Uit {source}</translation>
        </message>
        <message>
            <source>Championship pool</source>
            <translation>Prijzenpot van het kampioenschap</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Deelnemers</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Naamloze deelnemers</translation>
        </message>
        <message>
            <source>Gross</source>
            <translation>Bruto</translation>
        </message>
        <message>
            <source>→ knockout bounties</source>
            <translation>→ knock-outpremies</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Toegevoegd aan de prijzenpot</translation>
        </message>
        <message>
            <source>Comped (free entries)</source>
            <translation>Kwijtgescholden (gratis deelnames)</translation>
        </message>
        <message>
            <source>Prize pool</source>
            <translation>Prijzenpot</translation>
        </message>
        <message>
            <source>Cash-outs</source>
            <translation>Cash-outs</translation>
        </message>
        <message>
            <source>Payouts: paid by a deal (not the table)</source>
            <translation>Uitbetalingen: via een deal (niet de tabel)</translation>
        </message>
        <message>
            <source>Payouts: as paid (not the table)</source>
            <translation>Uitbetalingen: zoals uitbetaald (niet de tabel)</translation>
        </message>
        <message>
            <source>Beyond the pool</source>
            <translation>Boven de prijzenpot</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Niet uitbetaald</translation>
        </message>
        <message>
            <source>Record what was paid / Deal…</source>
            <translation>Uitbetaling vastleggen / Deal…</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, won by &lt;b&gt;{winner}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Premie&lt;/b&gt; op {target}: pot {pot}, gewonnen door &lt;b&gt;{winner}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, carries over to the next event</source>
            <translation>&lt;b&gt;Premie&lt;/b&gt; op {target}: pot {pot}, gaat over naar het volgende toernooi</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}</source>
            <translation>&lt;b&gt;Premie&lt;/b&gt; op {target}: pot {pot}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knockout bounties&lt;/b&gt; collected: {paid}</source>
            <translation>&lt;b&gt;Knock-outpremies&lt;/b&gt; geïnd: {paid}</translation>
        </message>
        <message>
            <source>Points and knockouts: once every finish is in</source>
            <translation>Punten en knock-outs: zodra alle plaatsen zijn ingevuld</translation>
        </message>
        <message>
            <source>Row {row}: </source>
            <translation>Rij {row}: </translation>
        </message>
        <message>
            <source>Dealer {row}: </source>
            <translation>Dealer {row}: </translation>
        </message>
    </context>
    <context>
        <name>EventsListModel</name>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Deelnemers</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Prijzenpot</translation>
        </message>
        <message>
            <source>{name} (championship)</source>
            <translation>{name} (kampioenschap)</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>Filter events (number, name, date)…</source>
            <extracomment>The unsaved state changed, or what Edit ▸ Undo should take back first.</extracomment>
            <translation>Toernooien filteren (nummer, naam, datum)…</translation>
        </message>
        <message>
            <source>Ne&amp;w event</source>
            <translation>Nie&amp;uw toernooi</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Toernooi verwijderen</translation>
        </message>
        <message numerus="yes">
            <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
            <translation>
                <numerusform>Toernooi {number} en zijn %n deelnemer verwijderen? (Ongedaan maken haalt het terug.)</numerusform>
                <numerusform>Toernooi {number} en zijn %n deelnemers verwijderen? (Ongedaan maken haalt het terug.)</numerusform>
            </translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes</source>
            <translation>Toernooi {number} heeft niet-opgeslagen wijzigingen</translation>
        </message>
        <message>
            <source>No season</source>
            <translation>Geen seizoen</translation>
        </message>
        <message>
            <source>Events of {season}</source>
            <translation>Toernooien: {season}</translation>
        </message>
        <message>
            <source>Events of season {season}</source>
            <translation>Toernooien van seizoen {season}</translation>
        </message>
    </context>
    <context>
        <name>MergePlayersDialog</name>
        <message>
            <source>Choose the duplicate…</source>
            <translation>Kies het duplicaat…</translation>
        </message>
        <message>
            <source>&amp;Swap</source>
            <translation>&amp;Wisselen</translation>
        </message>
        <message>
            <source>Keep the duplicate and merge the other away</source>
            <translation>Het duplicaat houden en de ander erin samenvoegen</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Samenvoegen</translation>
        </message>
        <message>
            <source>Keep:</source>
            <translation>Houden:</translation>
        </message>
        <message>
            <source>Duplicate:</source>
            <translation>Duplicaat:</translation>
        </message>
        <message>
            <source>Merge a duplicate into {name}</source>
            <translation>Een duplicaat samenvoegen met {name}</translation>
        </message>
        <message>
            <source>Choose the player to merge away.</source>
            <translation>Kies de speler die wordt samengevoegd.</translation>
        </message>
        <message>
            <source>There is no other player to merge.</source>
            <translation>Er is geen andere speler om samen te voegen.</translation>
        </message>
        <message>
            <source>Every entry, knockout, dealt game and championship decision of {duplicate} becomes {kept}'s, and {duplicate} is removed from the roster. Edit ▸ Undo puts everything back.</source>
            <translation>Elke deelname, knock-out, gedeeld spel en kampioenschapsbeslissing van {duplicate} gaat naar {kept}, en {duplicate} wordt van de spelerslijst verwijderd. Bewerken ▸ Ongedaan maken zet alles terug.</translation>
        </message>
    </context>
    <context>
        <name>PaidDialog</name>
        <message>
            <source>Even split</source>
            <translation>Gelijk verdelen</translation>
        </message>
        <message>
            <source>Chip-chop</source>
            <translation>Chip-chop</translation>
        </message>
        <message>
            <source>ICM (by stacks)</source>
            <translation>ICM (naar stacks)</translation>
        </message>
        <message>
            <source>Record what was paid / Deal</source>
            <translation>Uitbetaling vastleggen / Deal</translation>
        </message>
        <message>
            <source>What each player was really paid. The finishes stay as played: a chop between 1st and 2nd keeps one winner.</source>
            <translation>Wat elke speler echt uitbetaald kreeg. De plaatsen blijven zoals gespeeld: een chop tussen 1e en 2e houdt één winnaar.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Table pays</source>
            <translation>Tabel betaalt</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Betaald</translation>
        </message>
        <message>
            <source>stacks, best finish first: 60000, 40000</source>
            <translation>stacks, beste plaats eerst: 60000, 40000</translation>
        </message>
        <message>
            <source>Chop (Alt+C)</source>
            <translation>Chop (Alt+C)</translation>
        </message>
        <message>
            <source>Among the to&amp;p</source>
            <translation>Onder de eerste&amp;n</translation>
        </message>
        <message>
            <source>Add a player who was paid (Alt+W)</source>
            <translation>Uitbetaalde speler toevoegen (Alt+W)</translation>
        </message>
        <message>
            <source>Back to the payout table (Alt+T)</source>
            <translation>Terug naar de uitbetalingstabel (Alt+T)</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Vastleggen</translation>
        </message>
        <message>
            <source>the top {count} are not {count} players with finishes 1 to {count}</source>
            <translation>de eerste {count} zijn geen {count} spelers met de plaatsen 1 tot en met {count}</translation>
        </message>
        <message>
            <source>{player}: an amount paid is not negative</source>
            <translation>{player}: een uitbetaald bedrag is niet negatief</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} more than the pool (asked on save)</source>
            <translation>{paid} uitbetaald van een prijzenpot van {pool}: {difference} meer dan de pot (gevraagd bij opslaan)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)</source>
            <translation>{paid} uitbetaald van een prijzenpot van {pool}: {difference} niet uitbetaald (gevraagd bij opslaan)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}</source>
            <translation>{paid} uitbetaald van een prijzenpot van {pool}</translation>
        </message>
        <message>
            <source>type {count} stacks, best finish first, to deal by chips</source>
            <translation>typ {count} stacks, beste plaats eerst, om naar fiches te verdelen</translation>
        </message>
        <message>
            <source>a stack is a whole number of chips</source>
            <translation>een stack is een geheel aantal fiches</translation>
        </message>
    </context>
    <context>
        <name>PaidDifference</name>
        <message>
            <source>Paid beyond the pool</source>
            <translation>Meer uitbetaald dan de prijzenpot</translation>
        </message>
        <message>
            <source>Event {number} paid {amount} more than its prize pool of {pool}.

Record the {amount} as added to the pool by the house or a sponsor?</source>
            <translation>Toernooi {number} betaalde {amount} meer uit dan de prijzenpot van {pool}.

De {amount} vastleggen als door het huis of een sponsor aan de pot toegevoegd?</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Niet uitbetaald</translation>
        </message>
        <message>
            <source>{amount} of event {number}'s prize pool of {pool} was not paid out.
Set it aside into the fund (type a new name or pick one):</source>
            <translation>{amount} van de prijzenpot van {pool} van toernooi {number} is niet uitbetaald.
Opzijzetten in de pot (typ een nieuwe naam of kies er een):</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>opzijgezet</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Add player {name}</source>
            <translation>Speler {name} toevoegen</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>{old} hernoemen naar {new}</translation>
        </message>
        <message>
            <source>Make {name} a sub</source>
            <translation>{name} invaller maken</translation>
        </message>
        <message>
            <source>Make {name} a regular</source>
            <translation>{name} vaste speler maken</translation>
        </message>
        <message>
            <source>Make {name} a guest</source>
            <translation>{name} gast maken</translation>
        </message>
        <message>
            <source>Make {name} a member of the league table</source>
            <translation>{name} in de stand opnemen</translation>
        </message>
        <message>
            <source>Reactivate {name}</source>
            <translation>{name} heractiveren</translation>
        </message>
        <message>
            <source>Deactivate {name}</source>
            <translation>{name} deactiveren</translation>
        </message>
        <message>
            <source>Merge {duplicate} into {kept}</source>
            <translation>{duplicate} samenvoegen met {kept}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDetail</name>
        <message>
            <source>Disqualified</source>
            <translation>Gediskwalificeerd</translation>
        </message>
        <message>
            <source>Forfeit</source>
            <translation>Opgegeven</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Niet verschenen</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Late afmelding</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Toernooi</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Paid in</source>
            <translation>Ingelegd</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Prijs</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Premie</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO's</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notities</translation>
        </message>
        <message>
            <source>did not play</source>
            <translation>niet gespeeld</translation>
        </message>
        <message>
            <source>free entry</source>
            <translation>gratis deelname</translation>
        </message>
        <message>
            <source>dealt full</source>
            <translation>heel spel gedeeld</translation>
        </message>
        <message>
            <source>dealt half</source>
            <translation>half spel gedeeld</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <source>Paid in:</source>
            <translation>Ingelegd:</translation>
        </message>
        <message>
            <source>Prizes:</source>
            <translation>Prijzen:</translation>
        </message>
        <message>
            <source>Bounties won:</source>
            <translation>Gewonnen premies:</translation>
        </message>
        <message>
            <source>Knockout bounties:</source>
            <translation>Knock-outpremies:</translation>
        </message>
        <message>
            <source>Season prize:</source>
            <translation>Seizoensprijs:</translation>
        </message>
        <message>
            <source>Paid out:</source>
            <translation>Uitbetaald:</translation>
        </message>
        <message>
            <source>Net:</source>
            <translation>Netto:</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Knockouts:</source>
            <translation>Knock-outs:</translation>
        </message>
        <message>
            <source>Games dealt:</source>
            <translation>Gedeelde spellen:</translation>
        </message>
        <message>
            <source>Free entries used:</source>
            <translation>Gebruikte gratis deelnames:</translation>
        </message>
        <message>
            <source>Free entries earned:</source>
            <translation>Verdiende gratis deelnames:</translation>
        </message>
        <message>
            <source>Free entries left:</source>
            <translation>Resterende gratis deelnames:</translation>
        </message>
        <message>
            <source>Dealer units:</source>
            <translation>Dealereenheden:</translation>
        </message>
        <message>
            <source>No player selected</source>
            <translation>Geen speler gekozen</translation>
        </message>
        <message>
            <source>Select a player in the roster to see their season.</source>
            <translation>Kies een speler in de lijst om zijn seizoen te zien.</translation>
        </message>
        <message>
            <source>Season {season}</source>
            <translation>Seizoen {season}</translation>
        </message>
        <message>
            <source>rank {rank}</source>
            <translation>plaats {rank}</translation>
        </message>
        <message>
            <source>not ranked</source>
            <translation>niet geklasseerd</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} punten</translation>
        </message>
        <message numerus="yes">
            <source>%n event(s) played</source>
            <translation>
                <numerusform>%n toernooi gespeeld</numerusform>
                <numerusform>%n toernooien gespeeld</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n overwinning</numerusform>
                <numerusform>%n overwinningen</numerusform>
            </translation>
        </message>
        <message>
            <source>if the season ended now (not paid yet)</source>
            <translation>als het seizoen nu eindigde (nog niet uitbetaald)</translation>
        </message>
        <message>
            <source>{full} full, {half} half</source>
            <translation>{full} heel, {half} half</translation>
        </message>
        <message>
            <source>{units} of {needed}</source>
            <translation>{units} van {needed}</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinkDialog</name>
        <message>
            <source>Personal link: {name}</source>
            <translation>Persoonlijke link: {name}</translation>
        </message>
        <message>
            <source>The league's site: {address}</source>
            <translation>Website van de competitie: {address}</translation>
        </message>
        <message>
            <source>Tonight, on the venue's network: {address}</source>
            <translation>Vanavond, op het netwerk van de locatie: {address}</translation>
        </message>
        <message>
            <source>The player's own page: standings, nights, balance and the next nights' answers. No password: whoever has the link can answer for them. Reissue it if it leaked.</source>
            <translation>De eigen pagina van de speler: stand, avonden, saldo en de antwoorden voor de komende avonden. Geen wachtwoord: wie de link heeft, kan namens hem antwoorden. Geef een nieuwe uit als hij is uitgelekt.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiëren</translation>
        </message>
        <message>
            <source>&amp;Print card…</source>
            <translation>Kaart af&amp;drukken…</translation>
        </message>
        <message>
            <source>&amp;Reissue…</source>
            <translation>Opnieuw &amp;uitgeven…</translation>
        </message>
        <message>
            <source>This league is read-only: no link can be issued here.</source>
            <translation>Deze competitie is alleen-lezen: hier kan geen link worden uitgegeven.</translation>
        </message>
        <message>
            <source>No link was issued: {reason}</source>
            <translation>Er is geen link uitgegeven: {reason}</translation>
        </message>
        <message>
            <source>Reissue the link</source>
            <translation>De link opnieuw uitgeven</translation>
        </message>
        <message>
            <source>Issue the link</source>
            <translation>De link uitgeven</translation>
        </message>
        <message>
            <source>Give {name} a new link? The old one stops working at once: a printed card or a message with it will no longer open the page.</source>
            <translation>{name} een nieuwe link geven? De oude werkt meteen niet meer: een gedrukte kaart of een bericht ermee opent de pagina niet meer.</translation>
        </message>
        <message>
            <source>Card: {name}</source>
            <translation>Kaart: {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Sub</source>
            <extracomment>Players are shown, not edited (a read-only league). The league's locale: names sort in its collation.</extracomment>
            <translation>Invaller</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Actief</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Toernooien</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Press F2 or double-click to rename</source>
            <translation>Druk op F2 of dubbelklik om te hernoemen</translation>
        </message>
        <message>
            <source>Ticked: a sub, who plays now and then (not a regular)</source>
            <translation>Aangevinkt: een invaller, die af en toe speelt (geen vaste speler)</translation>
        </message>
        <message>
            <source>Ticked: a guest, who plays and is paid but has no standings line</source>
            <translation>Aangevinkt: een gast, die speelt en wordt uitbetaald maar geen regel in de stand heeft</translation>
        </message>
        <message>
            <source>Unticked: no longer plays; kept for the history</source>
            <translation>Niet aangevinkt: speelt niet meer; bewaard voor de geschiedenis</translation>
        </message>
        <message>
            <source>Regular events played in the selected season</source>
            <translation>Gewone toernooien gespeeld in het gekozen seizoen</translation>
        </message>
        <message>
            <source>What the player owes the league, or the league owes them (Money)</source>
            <translation>Wat de speler de competitie schuldig is, of de competitie hem (Geld)</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inactief</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Search players…</source>
            <extracomment>Where the app serves the league's pages on the venue's network ("" when it does not); the main window tells.</extracomment>
            <translation>Spelers zoeken…</translation>
        </message>
        <message>
            <source>Show inactive</source>
            <translation>Inactieve tonen</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>Speler &amp;toevoegen…</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Hernoemen</translation>
        </message>
        <message>
            <source>&amp;Merge duplicate…</source>
            <translation>Duplicaat &amp;samenvoegen…</translation>
        </message>
        <message>
            <source>&amp;Deactivate</source>
            <translation>&amp;Deactiveren</translation>
        </message>
        <message>
            <source>Personal &amp;link…</source>
            <translation>Persoonlijke &amp;link…</translation>
        </message>
        <message>
            <source>&amp;Reactivate</source>
            <translation>&amp;Heractiveren</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Speler toevoegen</translation>
        </message>
        <message>
            <source>Merge players</source>
            <translation>Spelers samenvoegen</translation>
        </message>
    </context>
    <context>
        <name>PointsRaceChart</name>
        <message>
            <source>Points race (top {count}): dashed lines only tell neighbouring players apart</source>
            <translation>Puntenrace (top {count}): stippellijnen onderscheiden alleen naburige spelers</translation>
        </message>
        <message>
            <source>Points race (top {count})</source>
            <translation>Puntenrace (top {count})</translation>
        </message>
        <message>
            <source>Points race: no events yet</source>
            <translation>Puntenrace: nog geen toernooien</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Toernooi</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
    </context>
    <context>
        <name>StandingsTableModel</name>
        <message>
            <source>Rank</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Best results</source>
            <translation>Beste resultaten</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Toernooien</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Overwinningen</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knock-outs</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Straffen</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Kampioenschap</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Premies</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter players…</source>
            <translation>Spelers filteren…</translation>
        </message>
        <message>
            <source>Double-click or press Enter to open the player's page; right-click to decline or restore a championship invitation</source>
            <translation>Dubbelklik of druk op Enter om de pagina van de speler te openen; rechtsklik om een uitnodiging voor het kampioenschap af te slaan of te herstellen</translation>
        </message>
        <message>
            <source>&amp;Decline championship invitation</source>
            <translation>Uitnodiging voor het kampioenschap &amp;afslaan</translation>
        </message>
        <message>
            <source>&amp;Invite to the championship again</source>
            <translation>Opnieuw &amp;uitnodigen voor het kampioenschap</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n speler</numerusform>
                <numerusform>%n spelers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n event(s)</source>
            <translation>
                <numerusform>na %n toernooi</numerusform>
                <numerusform>na %n toernooien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of about %n event(s)</source>
            <translation>
                <numerusform>na {played} van ongeveer %n toernooi</numerusform>
                <numerusform>na {played} van ongeveer %n toernooien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of %n event(s)</source>
            <translation>
                <numerusform>na {played} van %n toernooi</numerusform>
                <numerusform>na {played} van %n toernooien</numerusform>
            </translation>
        </message>
        <message>
            <source>(an estimate: set Nights in the season in Season setup)</source>
            <translation>(een schatting: stel 'Avonden in het seizoen' in bij Seizoensinstellingen)</translation>
        </message>
        <message>
            <source>Who owes: {debts}</source>
            <translation>Wie is schuldig: {debts}</translation>
        </message>
    </context>
</TS>
