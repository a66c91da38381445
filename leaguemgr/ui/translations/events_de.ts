<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>AddPlayerBar</name>
        <message>
            <source>&amp;Add player:</source>
            <translation>Spieler &amp;hinzufügen:</translation>
        </message>
        <message>
            <source>type a few letters of the name, Enter</source>
            <translation>ein paar Buchstaben des Namens tippen, Enter</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}' ({names}): keep typing</source>
            <translation>
                <numerusform>%n Spieler passt zu „{text}“ ({names}): weitertippen</numerusform>
                <numerusform>%n Spieler passen zu „{text}“ ({names}): weitertippen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AddPlayerDialog</name>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>First and last name</source>
            <translation>Vor- und Nachname</translation>
        </message>
        <message>
            <source>Sub (plays now and then; not a regular)</source>
            <translation>Aushilfe (spielt ab und zu; kein Stammspieler)</translation>
        </message>
        <message>
            <source>Guest (plays and is paid; not in the league table)</source>
            <translation>Gast (spielt und wird ausgezahlt; nicht in der Rangliste)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>ID:</translation>
        </message>
        <message>
            <source>There is already a player named {name}. Use Merge if it is the same person.</source>
            <translation>Es gibt schon einen Spieler namens {name}. Verwenden Sie „Zusammenführen“, wenn es dieselbe Person ist.</translation>
        </message>
    </context>
    <context>
        <name>DealersEditor</name>
        <message>
            <source>full game</source>
            <translation>ganzes Spiel</translation>
        </message>
        <message>
            <source>half game</source>
            <translation>halbes Spiel</translation>
        </message>
        <message>
            <source>Deale&amp;rs:</source>
            <translation>&amp;Dealer:</translation>
        </message>
        <message>
            <source>dealer's name, Enter</source>
            <translation>Name des Dealers, Enter</translation>
        </message>
        <message>
            <source>Remove dealer</source>
            <translation>Dealer entfernen</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Space switches the selected dealer between full and half game</source>
            <translation>Leertaste wechselt beim gewählten Dealer zwischen ganzem und halbem Spiel</translation>
        </message>
        <message>
            <source>No player matches '{text}'</source>
            <translation>Kein Spieler passt zu „{text}“</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}': keep typing</source>
            <translation>
                <numerusform>%n Spieler passt zu „{text}“: weitertippen</numerusform>
                <numerusform>%n Spieler passen zu „{text}“: weitertippen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftUndo</name>
        <message>
            <source>Event number</source>
            <translation>Turniernummer</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Rebuy price</source>
            <translation>Rebuy-Preis</translation>
        </message>
        <message>
            <source>Add-on price</source>
            <translation>Add-on-Preis</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Max. Rebuys</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack nach Wahl</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Zum Preisgeld hinzugefügt</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Ungenannte Teilnehmer</translation>
        </message>
        <message>
            <source>Points factor</source>
            <translation>Punktefaktor</translation>
        </message>
        <message>
            <source>Knockout bounties</source>
            <translation>Knockout-Kopfgelder</translation>
        </message>
        <message>
            <source>Cash-out night</source>
            <translation>Cash-out-Abend</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Platz</translation>
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
            <translation>Pünktlich</translation>
        </message>
        <message>
            <source>Exact change</source>
            <translation>Passend bezahlt</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Freistart</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Ausgeschieden durch</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Kopfgelder</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Platzierungen</translation>
        </message>
        <message>
            <source>Buy-ins</source>
            <translation>Buy-ins</translation>
        </message>
        <message>
            <source>Free entries</source>
            <translation>Freistarts</translation>
        </message>
        <message>
            <source>Add {player}</source>
            <translation>{player} hinzufügen</translation>
        </message>
        <message>
            <source>Add entries</source>
            <translation>Teilnehmer hinzufügen</translation>
        </message>
        <message>
            <source>Remove {player}</source>
            <translation>{player} entfernen</translation>
        </message>
        <message>
            <source>Remove entries</source>
            <translation>Teilnehmer entfernen</translation>
        </message>
        <message>
            <source>Dealers</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Turnier bearbeiten</translation>
        </message>
        <message>
            <source>Order of entries</source>
            <translation>Reihenfolge der Teilnehmer</translation>
        </message>
        <message>
            <source>{field} of {player}</source>
            <translation>{field} von {player}</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Teilnehmer</translation>
        </message>
    </context>
    <context>
        <name>EntriesTableModel</name>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Platz</translation>
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
            <translation>Pünktlich</translation>
        </message>
        <message>
            <source>Exact {money}</source>
            <translation>Passend {money}</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Freistart</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Chips</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Ausgeschieden durch</translation>
        </message>
        <message>
            <source>Bounties {money}</source>
            <translation>Kopfgelder {money}</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>played</source>
            <translation>gespielt</translation>
        </message>
        <message>
            <source>disqualified</source>
            <translation>disqualifiziert</translation>
        </message>
        <message>
            <source>forfeit</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <source>no show</source>
            <translation>nicht erschienen</translation>
        </message>
        <message>
            <source>late cancel</source>
            <translation>kurzfristig abgesagt</translation>
        </message>
        <message>
            <source>'{text}' is not an amount of money</source>
            <extracomment>Cells are shown, not edited (a read-only league). A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.</extracomment>
            <translation>„{text}“ ist kein Geldbetrag</translation>
        </message>
        <message>
            <source>no free entry earned from dealing</source>
            <translation>kein Freistart durch Geben verdient</translation>
        </message>
        <message>
            <source>{player} is a {status}: no on time bonus for a player who did not come.</source>
            <translation>{player}: {status} – kein Pünktlichkeitsbonus für einen Spieler, der nicht gekommen ist.</translation>
        </message>
        <message>
            <source>{player} is a {status}: no exact change bonus for a player who did not come.</source>
            <translation>{player}: {status} – kein Bonus für passendes Geld für einen Spieler, der nicht gekommen ist.</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>–</translation>
        </message>
        <message>
            <source>{player} is now a {status}: the on-time and exact-change bonuses were cleared.</source>
            <translation>{player} ist jetzt {status}: die Boni für Pünktlichkeit und passendes Geld wurden entfernt.</translation>
        </message>
        <message>
            <source>used</source>
            <translation>genutzt</translation>
        </message>
        <message numerus="yes">
            <source>has %n free entries</source>
            <translation>
                <numerusform>hat %n Freistart</numerusform>
                <numerusform>hat %n Freistarts</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntriesTableView</name>
        <message>
            <source>who busted this player, one name per bust</source>
            <translation>wer diesen Spieler eliminiert hat, ein Name pro Knockout</translation>
        </message>
    </context>
    <context>
        <name>EntriesToolbar</name>
        <message>
            <source>Move up</source>
            <translation>Nach oben</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Nach unten</translation>
        </message>
        <message>
            <source>Fill finishes from row order</source>
            <translation>Plätze aus der Zeilenfolge füllen</translation>
        </message>
        <message>
            <source>Sort by finish</source>
            <translation>Nach Platz sortieren</translation>
        </message>
        <message>
            <source>Clear cell</source>
            <translation>Zelle leeren</translation>
        </message>
        <message>
            <source>Remove entry</source>
            <translation>Teilnehmer entfernen</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Hoch</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Runter</translation>
        </message>
        <message>
            <source>Fill finishes</source>
            <translation>Plätze füllen</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Sortieren</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
    </context>
    <context>
        <name>EventCommands</name>
        <message>
            <source>New event {number}</source>
            <translation>Neues Turnier {number}</translation>
        </message>
        <message>
            <source>Delete event {number}</source>
            <translation>Turnier {number} löschen</translation>
        </message>
        <message>
            <source>Save event {number}</source>
            <translation>Turnier {number} speichern</translation>
        </message>
        <message>
            <source>Add player {name}</source>
            <translation>Spieler {name} hinzufügen</translation>
        </message>
    </context>
    <context>
        <name>EventEditor</name>
        <message>
            <source>Season's structure</source>
            <extracomment>Where the rules put "paid less (or more) than the pool" (SPEC 8), explained on save. The banner was updated: saved or unsaved may have changed. A new event as opened, not stored: it is saved only once it differs from this. The draft's own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).</extracomment>
            <translation>Struktur der Saison</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>&amp;Stufen bearbeiten…</translation>
        </message>
        <message>
            <source>&amp;Save event</source>
            <translation>Turnier &amp;speichern</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Verwerfen</translation>
        </message>
        <message>
            <source>Record what was &amp;paid / Deal…</source>
            <translation>&amp;Ausgezahltes erfassen / Deal…</translation>
        </message>
        <message>
            <source>Paid / Deal…</source>
            <translation>Ausgezahlt / Deal…</translation>
        </message>
        <message>
            <source>Blind str&amp;ucture</source>
            <translation>Blind&amp;struktur</translation>
        </message>
        <message>
            <source>No event selected: choose one in the list or create a new one.</source>
            <translation>Kein Turnier gewählt: wählen Sie eines in der Liste oder legen Sie ein neues an.</translation>
        </message>
        <message>
            <source>Event {number} not saved:</source>
            <translation>Turnier {number} nicht gespeichert:</translation>
        </message>
        <message>
            <source>New event {number}: stored once you type its night and save (Ctrl+S).</source>
            <translation>Neues Turnier {number}: wird gespeichert, sobald Sie den Abend eintragen und speichern (Strg+S).</translation>
        </message>
        <message>
            <source>Event {number}: shown read-only.</source>
            <translation>Turnier {number}: nur zur Ansicht.</translation>
        </message>
        <message>
            <source>Event {number}: unsaved changes (Ctrl+S saves).</source>
            <translation>Turnier {number}: ungespeicherte Änderungen (Strg+S speichert).</translation>
        </message>
        <message>
            <source>Event {number}: saved.</source>
            <translation>Turnier {number}: gespeichert.</translation>
        </message>
        <message>
            <source>{name} is already entered: row {row} is selected</source>
            <translation>{name} ist schon eingetragen: Zeile {row} ist ausgewählt</translation>
        </message>
        <message numerus="yes">
            <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
            <translation>
                <numerusform>{name} hinzugefügt: hat %n Freistart durch Geben (Freistart ankreuzen)</numerusform>
                <numerusform>{name} hinzugefügt: hat %n Freistarts durch Geben (Freistart ankreuzen)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added {name}</source>
            <translation>{name} hinzugefügt</translation>
        </message>
        <message>
            <source>A cash-out night: type what each player cashed out in the Cash out column.</source>
            <translation>Ein Cash-out-Abend: tragen Sie in der Spalte Cash-out ein, was jeder Spieler ausgezahlt bekam.</translation>
        </message>
        <message>
            <source>Type every finish first: what was paid is recorded by finish.</source>
            <translation>Tragen Sie zuerst alle Plätze ein: das Ausgezahlte wird nach Platz erfasst.</translation>
        </message>
        <message>
            <source>Back to the payout table</source>
            <translation>Zurück zur Auszahlungstabelle</translation>
        </message>
        <message>
            <source>Record what was paid</source>
            <translation>Ausgezahltes erfassen</translation>
        </message>
        <message>
            <source>New player</source>
            <translation>Neuer Spieler</translation>
        </message>
        <message>
            <source>'{name}' is not on the roster. Add {name} as a new player?</source>
            <translation>„{name}“ steht nicht auf der Spielerliste. {name} als neuen Spieler hinzufügen?</translation>
        </message>
        <message>
            <source>No player matches '{name}'</source>
            <translation>Kein Spieler passt zu „{name}“</translation>
        </message>
        <message>
            <source>what was paid does not sum to the prize pool.</source>
            <translation>das Ausgezahlte ergibt nicht das Preisgeld.</translation>
        </message>
        <message>
            <source>Not saved: the money paid stays as it was.</source>
            <translation>Nicht gespeichert: das ausgezahlte Geld bleibt, wie es war.</translation>
        </message>
        <message>
            <source>Unsaved event</source>
            <translation>Ungespeichertes Turnier</translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes. Save them?</source>
            <translation>Turnier {number} hat ungespeicherte Änderungen. Speichern?</translation>
        </message>
    </context>
    <context>
        <name>EventFieldsForm</name>
        <message>
            <source>no date</source>
            <translation>kein Datum</translation>
        </message>
        <message>
            <source>e.g. March</source>
            <translation>z. B. März</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack nach Wahl</translation>
        </message>
        <message>
            <source>Each entry chooses its buy-in</source>
            <translation>Jeder Teilnehmer wählt sein Buy-in</translation>
        </message>
        <message>
            <source>Cash-ou&amp;t night</source>
            <translation>Cash-ou&amp;t-Abend</translation>
        </message>
        <message>
            <source>A timed game: every player's chips were cashed out at the end. Type each cash-out in the Cash out column; the finishes follow from them</source>
            <translation>Ein Spiel auf Zeit: die Chips jedes Spielers wurden am Ende ausgezahlt. Tragen Sie jeden Cash-out in der Spalte Cash-out ein; die Plätze ergeben sich daraus</translation>
        </message>
        <message>
            <source>How many entries the league does not name</source>
            <translation>Wie viele Teilnehmer die Liga nicht nennt</translation>
        </message>
        <message>
            <source>How many rebuys of those entries</source>
            <translation>Wie viele Rebuys dieser Teilnehmer</translation>
        </message>
        <message>
            <source>How many add-ons of those entries</source>
            <translation>Wie viele Add-ons dieser Teilnehmer</translation>
        </message>
        <message>
            <source>Unnamed entr&amp;ies</source>
            <extracomment>The unnamed entries, placed by the editor in the side panel's Money (they count in the field, the gross and the pool): a row of their own here would take an entry's row from the table on a 600-pixel screen.</extracomment>
            <translation>Ungenannte &amp;Teilnehmer</translation>
        </message>
        <message>
            <source>their rebuys</source>
            <translation>deren Rebuys</translation>
        </message>
        <message>
            <source>their add-ons</source>
            <translation>deren Add-ons</translation>
        </message>
        <message>
            <source>Every entry's points at this night are multiplied by it: 2 for a final worth double</source>
            <translation>Die Punkte jedes Teilnehmers an diesem Abend werden damit multipliziert: 2 für ein Finale, das doppelt zählt</translation>
        </message>
        <message>
            <source>The knockout bounties of this night: the season's, or its own</source>
            <translation>Die Knockout-Kopfgelder dieses Abends: die der Saison oder eigene</translation>
        </message>
        <message>
            <source>The bounty every buy-in and rebuy puts on a head</source>
            <translation>Das Kopfgeld, das jedes Buy-in und jeder Rebuy auf einen Kopf setzt</translation>
        </message>
        <message>
            <source>Progressive: the percent of a head paid to the hitman at once (the rest goes onto the hitman's own head)</source>
            <translation>Progressiv: der Prozentsatz eines Kopfgelds, der dem Eliminierer sofort ausgezahlt wird (der Rest kommt auf seinen eigenen Kopf)</translation>
        </message>
        <message>
            <source>Event n&amp;o.</source>
            <translation>Turnier-&amp;Nr.</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Datum</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>Na&amp;me</translation>
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
            <translation>Max. Rebuys</translation>
        </message>
        <message>
            <source>Points &amp;x</source>
            <translation>Punkte &amp;x</translation>
        </message>
        <message>
            <source>Kno&amp;ckouts</source>
            <extracomment>The night's knockout bounties and whether it was played to a cash-out, placed by the editor in the side panel's Money under the unnamed entries (beside the prices they would squeeze the form past a 1024-pixel screen).</extracomment>
            <translation>Kno&amp;ckouts</translation>
        </message>
        <message>
            <source>Bounty {money}</source>
            <translation>Kopfgeld {money}</translation>
        </message>
        <message>
            <source>paid at once %</source>
            <translation>sofort ausgezahlt %</translation>
        </message>
        <message>
            <source>Season's (none)</source>
            <translation>Wie die Saison (keine)</translation>
        </message>
        <message>
            <source>Season's (fixed {amount})</source>
            <translation>Wie die Saison (fest {amount})</translation>
        </message>
        <message>
            <source>Season's (progressive {amount})</source>
            <translation>Wie die Saison (progressiv {amount})</translation>
        </message>
        <message>
            <source>Recorded by the import</source>
            <translation>Vom Import erfasst</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Keine</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fest</translation>
        </message>
        <message>
            <source>Progressive</source>
            <translation>Progressiv</translation>
        </message>
        <message>
            <source>Championship event</source>
            <translation>Meisterschaftsturnier</translation>
        </message>
        <message>
            <source>Regular event</source>
            <translation>Reguläres Turnier</translation>
        </message>
        <message>
            <source>season {amount}</source>
            <translation>Saison {amount}</translation>
        </message>
        <message>
            <source>Season rule (unlimited)</source>
            <translation>Saisonregel (unbegrenzt)</translation>
        </message>
        <message>
            <source>Season rule ({count})</source>
            <translation>Saisonregel ({count})</translation>
        </message>
        <message>
            <source>Unlimited</source>
            <translation>Unbegrenzt</translation>
        </message>
    </context>
    <context>
        <name>EventMoneyCheck</name>
        <message>
            <source>Saved as edited, event {number} moves this money:</source>
            <translation>So gespeichert, verschiebt Turnier {number} dieses Geld:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Event {number} is closed: its money was paid. Saved as edited, the season's nights would pay this instead:</source>
            <translation>Turnier {number} ist abgeschlossen: sein Geld wurde ausgezahlt. So gespeichert, würden die Abende der Saison stattdessen dies auszahlen:</translation>
        </message>
        <message>
            <source>Save, and change the money</source>
            <translation>Speichern und das Geld ändern</translation>
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
            <translation>Geld, das dem Preisgeld dieses Turniers außerhalb der Buy-ins hinzugefügt wird: vom Haus, einem Sponsor, einer Garantie (Alt+B)</translation>
        </message>
        <message>
            <source>Added to the pool &amp;by the house or a sponsor</source>
            <translation>Zum Preisgeld hinzugefügt &amp;vom Haus oder einem Sponsor</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Auszahlungen</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Double-click to record what was really paid (a chop, a deal)</source>
            <translation>Doppelklick, um zu erfassen, was wirklich ausgezahlt wurde (ein Chop, ein Deal)</translation>
        </message>
        <message>
            <source>Points and knockouts</source>
            <translation>Punkte und Knockouts</translation>
        </message>
        <message>
            <source>Fin.</source>
            <translation>Pl.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KOs</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Probleme</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Warnungen</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Warnungen ({count})</translation>
        </message>
        <message>
            <source>Problems ({count}): fix them to save</source>
            <translation>Probleme ({count}): beheben Sie sie, um zu speichern</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>Keine Probleme</translation>
        </message>
        <message>
            <source>From {source}</source>
            <translation>Aus {source}</translation>
        </message>
        <message>
            <source>Championship pool</source>
            <translation>Preisgeld der Meisterschaft</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Teilnehmer</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Ungenannte Teilnehmer</translation>
        </message>
        <message>
            <source>Gross</source>
            <translation>Brutto</translation>
        </message>
        <message>
            <source>→ knockout bounties</source>
            <translation>→ Knockout-Kopfgelder</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Zum Preisgeld hinzugefügt</translation>
        </message>
        <message>
            <source>Comped (free entries)</source>
            <translation>Erlassen (Freistarts)</translation>
        </message>
        <message>
            <source>Prize pool</source>
            <translation>Preisgeld</translation>
        </message>
        <message>
            <source>Cash-outs</source>
            <translation>Cash-outs</translation>
        </message>
        <message>
            <source>Payouts: paid by a deal (not the table)</source>
            <translation>Auszahlungen: per Deal ausgezahlt (nicht die Tabelle)</translation>
        </message>
        <message>
            <source>Payouts: as paid (not the table)</source>
            <translation>Auszahlungen: wie ausgezahlt (nicht die Tabelle)</translation>
        </message>
        <message>
            <source>Beyond the pool</source>
            <translation>Über das Preisgeld hinaus</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Nicht ausgezahlt</translation>
        </message>
        <message>
            <source>Record what was paid / Deal…</source>
            <translation>Ausgezahltes erfassen / Deal…</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemanden</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, won by &lt;b&gt;{winner}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Kopfgeld&lt;/b&gt; auf {target}: Topf {pot}, gewonnen von &lt;b&gt;{winner}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, carries over to the next event</source>
            <translation>&lt;b&gt;Kopfgeld&lt;/b&gt; auf {target}: Topf {pot}, geht ins nächste Turnier über</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}</source>
            <translation>&lt;b&gt;Kopfgeld&lt;/b&gt; auf {target}: Topf {pot}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knockout bounties&lt;/b&gt; collected: {paid}</source>
            <translation>&lt;b&gt;Knockout-Kopfgelder&lt;/b&gt; kassiert: {paid}</translation>
        </message>
        <message>
            <source>Points and knockouts: once every finish is in</source>
            <translation>Punkte und Knockouts: sobald alle Plätze eingetragen sind</translation>
        </message>
        <message>
            <source>Row {row}: </source>
            <translation>Zeile {row}: </translation>
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
            <translation>Name</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Teilnehmer</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Preisgeld</translation>
        </message>
        <message>
            <source>{name} (championship)</source>
            <translation>{name} (Meisterschaft)</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>Filter events (number, name, date)…</source>
            <extracomment>The unsaved state changed, or what Edit ▸ Undo should take back first.</extracomment>
            <translation>Turniere filtern (Nummer, Name, Datum)…</translation>
        </message>
        <message>
            <source>Ne&amp;w event</source>
            <translation>Ne&amp;ues Turnier</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Turnier löschen</translation>
        </message>
        <message numerus="yes">
            <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
            <translation>
                <numerusform>Turnier {number} und seinen %n Teilnehmer löschen? (Rückgängig holt es zurück.)</numerusform>
                <numerusform>Turnier {number} und seine %n Teilnehmer löschen? (Rückgängig holt es zurück.)</numerusform>
            </translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes</source>
            <translation>Turnier {number} hat ungespeicherte Änderungen</translation>
        </message>
        <message>
            <source>No season</source>
            <translation>Keine Saison</translation>
        </message>
        <message>
            <source>Events of {season}</source>
            <translation>Turniere: {season}</translation>
        </message>
        <message>
            <source>Events of season {season}</source>
            <translation>Turniere der Saison {season}</translation>
        </message>
    </context>
    <context>
        <name>MergePlayersDialog</name>
        <message>
            <source>Choose the duplicate…</source>
            <translation>Duplikat wählen…</translation>
        </message>
        <message>
            <source>&amp;Swap</source>
            <translation>&amp;Tauschen</translation>
        </message>
        <message>
            <source>Keep the duplicate and merge the other away</source>
            <translation>Das Duplikat behalten und den anderen hineinführen</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Zusammenführen</translation>
        </message>
        <message>
            <source>Keep:</source>
            <translation>Behalten:</translation>
        </message>
        <message>
            <source>Duplicate:</source>
            <translation>Duplikat:</translation>
        </message>
        <message>
            <source>Merge a duplicate into {name}</source>
            <translation>Ein Duplikat mit {name} zusammenführen</translation>
        </message>
        <message>
            <source>Choose the player to merge away.</source>
            <translation>Wählen Sie den Spieler, der aufgelöst werden soll.</translation>
        </message>
        <message>
            <source>There is no other player to merge.</source>
            <translation>Es gibt keinen anderen Spieler zum Zusammenführen.</translation>
        </message>
        <message>
            <source>Every entry, knockout, dealt game and championship decision of {duplicate} becomes {kept}'s, and {duplicate} is removed from the roster. Edit ▸ Undo puts everything back.</source>
            <translation>Jede Teilnahme, jeder Knockout, jedes gegebene Spiel und jede Meisterschaftsentscheidung von {duplicate} geht an {kept}, und {duplicate} wird von der Spielerliste entfernt. Bearbeiten ▸ Rückgängig stellt alles wieder her.</translation>
        </message>
    </context>
    <context>
        <name>PaidDialog</name>
        <message>
            <source>Even split</source>
            <translation>Gleich aufteilen</translation>
        </message>
        <message>
            <source>Chip-chop</source>
            <translation>Chip-Chop</translation>
        </message>
        <message>
            <source>ICM (by stacks)</source>
            <translation>ICM (nach Stacks)</translation>
        </message>
        <message>
            <source>Record what was paid / Deal</source>
            <translation>Ausgezahltes erfassen / Deal</translation>
        </message>
        <message>
            <source>What each player was really paid. The finishes stay as played: a chop between 1st and 2nd keeps one winner.</source>
            <translation>Was jeder Spieler wirklich ausgezahlt bekam. Die Plätze bleiben wie gespielt: ein Chop zwischen 1. und 2. behält einen Sieger.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Table pays</source>
            <translation>Tabelle zahlt</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Bezahlt</translation>
        </message>
        <message>
            <source>stacks, best finish first: 60000, 40000</source>
            <translation>Stacks, bester Platz zuerst: 60000, 40000</translation>
        </message>
        <message>
            <source>Chop (Alt+C)</source>
            <translation>Chop (Alt+C)</translation>
        </message>
        <message>
            <source>Among the to&amp;p</source>
            <translation>Unter den Er&amp;sten</translation>
        </message>
        <message>
            <source>Add a player who was paid (Alt+W)</source>
            <translation>Ausgezahlten Spieler hinzufügen (Alt+W)</translation>
        </message>
        <message>
            <source>Back to the payout table (Alt+T)</source>
            <translation>Zurück zur Auszahlungstabelle (Alt+T)</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Erfassen</translation>
        </message>
        <message>
            <source>the top {count} are not {count} players with finishes 1 to {count}</source>
            <translation>die ersten {count} sind nicht {count} Spieler mit den Plätzen 1 bis {count}</translation>
        </message>
        <message>
            <source>{player}: an amount paid is not negative</source>
            <translation>{player}: ein ausgezahlter Betrag ist nicht negativ</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} more than the pool (asked on save)</source>
            <translation>{paid} von {pool} Preisgeld ausgezahlt: {difference} mehr als das Preisgeld (wird beim Speichern gefragt)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)</source>
            <translation>{paid} von {pool} Preisgeld ausgezahlt: {difference} nicht ausgezahlt (wird beim Speichern gefragt)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}</source>
            <translation>{paid} von {pool} Preisgeld ausgezahlt</translation>
        </message>
        <message>
            <source>type {count} stacks, best finish first, to deal by chips</source>
            <translation>tragen Sie {count} Stacks ein, bester Platz zuerst, um nach Chips zu teilen</translation>
        </message>
        <message>
            <source>a stack is a whole number of chips</source>
            <translation>ein Stack ist eine ganze Zahl von Chips</translation>
        </message>
    </context>
    <context>
        <name>PaidDifference</name>
        <message>
            <source>Paid beyond the pool</source>
            <translation>Mehr als das Preisgeld ausgezahlt</translation>
        </message>
        <message>
            <source>Event {number} paid {amount} more than its prize pool of {pool}.

Record the {amount} as added to the pool by the house or a sponsor?</source>
            <translation>Turnier {number} hat {amount} mehr als sein Preisgeld von {pool} ausgezahlt.

Die {amount} als vom Haus oder einem Sponsor zum Preisgeld hinzugefügt erfassen?</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Nicht ausgezahlt</translation>
        </message>
        <message>
            <source>{amount} of event {number}'s prize pool of {pool} was not paid out.
Set it aside into the fund (type a new name or pick one):</source>
            <translation>{amount} des Preisgelds von {pool} aus Turnier {number} wurden nicht ausgezahlt.
In den Topf zurücklegen (neuen Namen eintippen oder einen wählen):</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>zurückgelegt</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Add player {name}</source>
            <translation>Spieler {name} hinzufügen</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>{old} in {new} umbenennen</translation>
        </message>
        <message>
            <source>Make {name} a sub</source>
            <translation>{name} zur Aushilfe machen</translation>
        </message>
        <message>
            <source>Make {name} a regular</source>
            <translation>{name} zum Stammspieler machen</translation>
        </message>
        <message>
            <source>Make {name} a guest</source>
            <translation>{name} zum Gast machen</translation>
        </message>
        <message>
            <source>Make {name} a member of the league table</source>
            <translation>{name} in die Rangliste aufnehmen</translation>
        </message>
        <message>
            <source>Reactivate {name}</source>
            <translation>{name} reaktivieren</translation>
        </message>
        <message>
            <source>Deactivate {name}</source>
            <translation>{name} deaktivieren</translation>
        </message>
        <message>
            <source>Merge {duplicate} into {kept}</source>
            <translation>{duplicate} mit {kept} zusammenführen</translation>
        </message>
    </context>
    <context>
        <name>PlayerDetail</name>
        <message>
            <source>Disqualified</source>
            <translation>Disqualifiziert</translation>
        </message>
        <message>
            <source>Forfeit</source>
            <translation>Aufgegeben</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Nicht erschienen</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Kurzfristig abgesagt</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Paid in</source>
            <translation>Eingezahlt</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Gewinn</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Kopfgeld</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KOs</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>did not play</source>
            <translation>nicht gespielt</translation>
        </message>
        <message>
            <source>free entry</source>
            <translation>Freistart</translation>
        </message>
        <message>
            <source>dealt full</source>
            <translation>ganzes Spiel gegeben</translation>
        </message>
        <message>
            <source>dealt half</source>
            <translation>halbes Spiel gegeben</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <source>Paid in:</source>
            <translation>Eingezahlt:</translation>
        </message>
        <message>
            <source>Prizes:</source>
            <translation>Gewinne:</translation>
        </message>
        <message>
            <source>Bounties won:</source>
            <translation>Gewonnene Kopfgelder:</translation>
        </message>
        <message>
            <source>Knockout bounties:</source>
            <translation>Knockout-Kopfgelder:</translation>
        </message>
        <message>
            <source>Season prize:</source>
            <translation>Saisonpreis:</translation>
        </message>
        <message>
            <source>Paid out:</source>
            <translation>Ausgezahlt:</translation>
        </message>
        <message>
            <source>Net:</source>
            <translation>Netto:</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Knockouts:</source>
            <translation>Knockouts:</translation>
        </message>
        <message>
            <source>Games dealt:</source>
            <translation>Gegebene Spiele:</translation>
        </message>
        <message>
            <source>Free entries used:</source>
            <translation>Genutzte Freistarts:</translation>
        </message>
        <message>
            <source>Free entries earned:</source>
            <translation>Verdiente Freistarts:</translation>
        </message>
        <message>
            <source>Free entries left:</source>
            <translation>Verbleibende Freistarts:</translation>
        </message>
        <message>
            <source>Dealer units:</source>
            <translation>Dealer-Einheiten:</translation>
        </message>
        <message>
            <source>No player selected</source>
            <translation>Kein Spieler ausgewählt</translation>
        </message>
        <message>
            <source>Select a player in the roster to see their season.</source>
            <translation>Wählen Sie einen Spieler in der Liste, um seine Saison zu sehen.</translation>
        </message>
        <message>
            <source>Season {season}</source>
            <translation>Saison {season}</translation>
        </message>
        <message>
            <source>rank {rank}</source>
            <translation>Rang {rank}</translation>
        </message>
        <message>
            <source>not ranked</source>
            <translation>ohne Rang</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} Punkte</translation>
        </message>
        <message numerus="yes">
            <source>%n event(s) played</source>
            <translation>
                <numerusform>%n Turnier gespielt</numerusform>
                <numerusform>%n Turniere gespielt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n Sieg</numerusform>
                <numerusform>%n Siege</numerusform>
            </translation>
        </message>
        <message>
            <source>if the season ended now (not paid yet)</source>
            <translation>wenn die Saison jetzt endete (noch nicht ausgezahlt)</translation>
        </message>
        <message>
            <source>{full} full, {half} half</source>
            <translation>{full} ganz, {half} halb</translation>
        </message>
        <message>
            <source>{units} of {needed}</source>
            <translation>{units} von {needed}</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinkDialog</name>
        <message>
            <source>Personal link: {name}</source>
            <translation>Persönlicher Link: {name}</translation>
        </message>
        <message>
            <source>The league's site: {address}</source>
            <translation>Website der Liga: {address}</translation>
        </message>
        <message>
            <source>Tonight, on the venue's network: {address}</source>
            <translation>Heute Abend, im Netzwerk des Spielorts: {address}</translation>
        </message>
        <message>
            <source>The player's own page: standings, nights, balance and the next nights' answers. No password: whoever has the link can answer for them. Reissue it if it leaked.</source>
            <translation>Die eigene Seite des Spielers: Rangliste, Abende, Kontostand und die Zusagen für die nächsten Abende. Kein Passwort: wer den Link hat, kann für ihn antworten. Stellen Sie ihn neu aus, wenn er weitergegeben wurde.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <source>&amp;Print card…</source>
            <translation>Karte &amp;drucken…</translation>
        </message>
        <message>
            <source>&amp;Reissue…</source>
            <translation>&amp;Neu ausstellen…</translation>
        </message>
        <message>
            <source>This league is read-only: no link can be issued here.</source>
            <translation>Diese Liga ist schreibgeschützt: hier kann kein Link ausgestellt werden.</translation>
        </message>
        <message>
            <source>No link was issued: {reason}</source>
            <translation>Es wurde kein Link ausgestellt: {reason}</translation>
        </message>
        <message>
            <source>Reissue the link</source>
            <translation>Link neu ausstellen</translation>
        </message>
        <message>
            <source>Issue the link</source>
            <translation>Link ausstellen</translation>
        </message>
        <message>
            <source>Give {name} a new link? The old one stops working at once: a printed card or a message with it will no longer open the page.</source>
            <translation>{name} einen neuen Link geben? Der alte funktioniert sofort nicht mehr: eine gedruckte Karte oder eine Nachricht damit öffnet die Seite nicht mehr.</translation>
        </message>
        <message>
            <source>Card: {name}</source>
            <translation>Karte: {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Sub</source>
            <extracomment>Players are shown, not edited (a read-only league). The league's locale: names sort in its collation.</extracomment>
            <translation>Aushilfe</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Aktiv</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Turniere</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Press F2 or double-click to rename</source>
            <translation>F2 oder Doppelklick zum Umbenennen</translation>
        </message>
        <message>
            <source>Ticked: a sub, who plays now and then (not a regular)</source>
            <translation>Angekreuzt: eine Aushilfe, die ab und zu spielt (kein Stammspieler)</translation>
        </message>
        <message>
            <source>Ticked: a guest, who plays and is paid but has no standings line</source>
            <translation>Angekreuzt: ein Gast, der spielt und ausgezahlt wird, aber keine Zeile in der Rangliste hat</translation>
        </message>
        <message>
            <source>Unticked: no longer plays; kept for the history</source>
            <translation>Nicht angekreuzt: spielt nicht mehr; für die Geschichte aufbewahrt</translation>
        </message>
        <message>
            <source>Regular events played in the selected season</source>
            <translation>Reguläre Turniere, die in der gewählten Saison gespielt wurden</translation>
        </message>
        <message>
            <source>What the player owes the league, or the league owes them (Money)</source>
            <translation>Was der Spieler der Liga schuldet oder die Liga ihm (Geld)</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inaktiv</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Search players…</source>
            <extracomment>Where the app serves the league's pages on the venue's network ("" when it does not); the main window tells.</extracomment>
            <translation>Spieler suchen…</translation>
        </message>
        <message>
            <source>Show inactive</source>
            <translation>Inaktive zeigen</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>Spieler &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Umbenennen</translation>
        </message>
        <message>
            <source>&amp;Merge duplicate…</source>
            <translation>Duplikat &amp;zusammenführen…</translation>
        </message>
        <message>
            <source>&amp;Deactivate</source>
            <translation>&amp;Deaktivieren</translation>
        </message>
        <message>
            <source>Personal &amp;link…</source>
            <translation>Persönlicher &amp;Link…</translation>
        </message>
        <message>
            <source>&amp;Reactivate</source>
            <translation>&amp;Reaktivieren</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>Merge players</source>
            <translation>Spieler zusammenführen</translation>
        </message>
    </context>
    <context>
        <name>PointsRaceChart</name>
        <message>
            <source>Points race (top {count}): dashed lines only tell neighbouring players apart</source>
            <translation>Punkterennen (Top {count}): gestrichelte Linien unterscheiden nur benachbarte Spieler</translation>
        </message>
        <message>
            <source>Points race (top {count})</source>
            <translation>Punkterennen (Top {count})</translation>
        </message>
        <message>
            <source>Points race: no events yet</source>
            <translation>Punkterennen: noch keine Turniere</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Turnier</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
    </context>
    <context>
        <name>StandingsTableModel</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Best results</source>
            <translation>Beste Ergebnisse</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Turniere</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Siege</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Strafen</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Meisterschaft</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Kopfgelder</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter players…</source>
            <translation>Spieler filtern…</translation>
        </message>
        <message>
            <source>Double-click or press Enter to open the player's page; right-click to decline or restore a championship invitation</source>
            <translation>Doppelklick oder Enter öffnet die Seite des Spielers; Rechtsklick, um eine Meisterschaftseinladung abzulehnen oder wiederherzustellen</translation>
        </message>
        <message>
            <source>&amp;Decline championship invitation</source>
            <translation>Meisterschaftseinladung &amp;ablehnen</translation>
        </message>
        <message>
            <source>&amp;Invite to the championship again</source>
            <translation>Wieder zur Meisterschaft &amp;einladen</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n event(s)</source>
            <translation>
                <numerusform>nach %n Turnier</numerusform>
                <numerusform>nach %n Turnieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of about %n event(s)</source>
            <translation>
                <numerusform>nach {played} von etwa %n Turnier</numerusform>
                <numerusform>nach {played} von etwa %n Turnieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of %n event(s)</source>
            <translation>
                <numerusform>nach {played} von %n Turnier</numerusform>
                <numerusform>nach {played} von %n Turnieren</numerusform>
            </translation>
        </message>
        <message>
            <source>(an estimate: set Nights in the season in Season setup)</source>
            <translation>(geschätzt: legen Sie „Abende in der Saison“ in der Saisoneinrichtung fest)</translation>
        </message>
        <message>
            <source>Who owes: {debts}</source>
            <translation>Wer schuldet: {debts}</translation>
        </message>
    </context>
</TS>
