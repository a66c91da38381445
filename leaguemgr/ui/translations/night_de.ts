<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>ArrivalsBar</name>
        <message>
            <source>Type a name, Enter: arrived</source>
            <translation>Namen tippen, Enter: angekommen</translation>
        </message>
        <message>
            <source>&amp;On time</source>
            <translation>&amp;Pünktlich</translation>
        </message>
        <message>
            <source>E&amp;xact change</source>
            <translation>Pa&amp;ssend</translation>
        </message>
        <message>
            <source>F&amp;ree entry</source>
            <translation>F&amp;reier Eintritt</translation>
        </message>
        <message>
            <source>&amp;Unpaid</source>
            <translation>&amp;Unbezahlt</translation>
        </message>
        <message>
            <source>Absen&amp;t</source>
            <translation>Abwesen&amp;d</translation>
        </message>
        <message>
            <source>Pays &amp;what is owed</source>
            <translation>Zahlt &amp;Schulden</translation>
        </message>
        <message>
            <source>Records a payment of what the player owes, with the buy-in</source>
            <translation>Bucht eine Zahlung dessen, was der Spieler schuldet, zusammen mit dem Buy-in</translation>
        </message>
        <message>
            <source>Registered and seated, chips on the table, not here yet (Ctrl+T when they come)</source>
            <translation>Angemeldet und platziert, Chips auf dem Tisch, noch nicht da (Strg+T, wenn er kommt)</translation>
        </message>
        <message>
            <source>A free entry earned by dealing (checked against the credits)</source>
            <translation>Ein durch Geben verdienter freier Eintritt (mit den Gutschriften abgeglichen)</translation>
        </message>
        <message>
            <source>Listed as owing the buy-in until paid</source>
            <translation>Schuldet das Buy-in, bis es bezahlt ist</translation>
        </message>
        <message>
            <source>&amp;Arrives:</source>
            <translation>&amp;Kommt:</translation>
        </message>
        <message>
            <source>{player} owes {amount}</source>
            <translation>{player} schuldet {amount}</translation>
        </message>
    </context>
    <context>
        <name>BigScreenWindow</name>
        <message>
            <source>Clock — leaguemgr</source>
            <translation>Uhr — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to</source>
            <translation>Der Bildschirm für dieses Fenster</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Vollbild (F11)</translation>
        </message>
        <message>
            <source>Logo…</source>
            <translation>Logo…</translation>
        </message>
        <message>
            <source>An image shown before the league's name (Cancel: none)</source>
            <translation>Ein Bild vor dem Namen der Liga (Abbrechen: keins)</translation>
        </message>
        <message>
            <source>Phone code (Q)</source>
            <translation>Handy-Code (Q)</translation>
        </message>
        <message>
            <source>The players' phone page as a QR code in the corner, while the page is on</source>
            <translation>Die Handyseite der Spieler als QR-Code in der Ecke, solange die Seite an ist</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Bildschirm {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>Anzeige</translation>
        </message>
        <message>
            <source>Logo for the big screen</source>
            <translation>Logo für den großen Bildschirm</translation>
        </message>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.svg *.bmp)</source>
            <translation>Bilder (*.png *.jpg *.jpeg *.svg *.bmp)</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Kein Abend läuft</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Auszahlungen</translation>
        </message>
        <message>
            <source>Players left</source>
            <translation>Spieler übrig</translation>
        </message>
    </context>
    <context>
        <name>BustEntry</name>
        <message>
            <source>Who is out? Enter (Ctrl+Enter: another in the same hand)</source>
            <translation>Wer ist raus? Enter (Strg+Enter: noch einer in derselben Hand)</translation>
        </message>
        <message>
            <source>Busted by? Enter (Esc: nobody)</source>
            <translation>Eliminiert von? Enter (Esc: niemand)</translation>
        </message>
        <message>
            <source>Next out: {place}</source>
            <translation>Nächster raus: {place}</translation>
        </message>
        <message>
            <source>&amp;Bust:</source>
            <translation>&amp;Aus:</translation>
        </message>
        <message>
            <source>By:</source>
            <translation>Von:</translation>
        </message>
        <message>
            <source>{winner} wins: the night is ready to close ({key})</source>
            <translation>{winner} gewinnt: der Abend kann abgeschlossen werden ({key})</translation>
        </message>
        <message>
            <source>Type the chips {player} began the hand with (a whole number)</source>
            <translation>Tippen Sie die Chips, mit denen {player} die Hand begann (eine ganze Zahl)</translation>
        </message>
        <message>
            <source>Out in this hand: {players}</source>
            <translation>Raus in dieser Hand: {players}</translation>
        </message>
        <message>
            <source>busted by {players}</source>
            <translation>eliminiert von {players}</translation>
        </message>
        <message>
            <source>R = rebuy (back in), Enter = out, Esc = cancel</source>
            <translation>R = Rebuy (wieder drin), Enter = raus, Esc = abbrechen</translation>
        </message>
        <message>
            <source>{player}: {keys}</source>
            <translation>{player}: {keys}</translation>
        </message>
        <message>
            <source>Chips {player} began the hand with, Enter (Esc = cancel):</source>
            <translation>Chips, mit denen {player} die Hand begann, Enter (Esc = abbrechen):</translation>
        </message>
    </context>
    <context>
        <name>BustsModel</name>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Raus</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Eliminiert von</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
    </context>
    <context>
        <name>CashOut</name>
        <message>
            <source>&amp;Leave a debt standing…</source>
            <translation>Schuld &amp;stehen lassen…</translation>
        </message>
        <message>
            <source>Hand a player the prize whole: what they owe stays owed</source>
            <translation>Einem Spieler den ganzen Gewinn auszahlen: seine Schulden bleiben offen</translation>
        </message>
        <message>
            <source>Leave a debt standing</source>
            <translation>Schuld stehen lassen</translation>
        </message>
        <message>
            <source>Hand the whole prize to:</source>
            <translation>Den ganzen Gewinn auszahlen an:</translation>
        </message>
    </context>
    <context>
        <name>ClockActions</name>
        <message>
            <source>&amp;Start / pause clock</source>
            <translation>Uhr &amp;starten / anhalten</translation>
        </message>
        <message>
            <source>&amp;Next level</source>
            <translation>&amp;Nächste Stufe</translation>
        </message>
        <message>
            <source>Pre&amp;vious level</source>
            <translation>&amp;Vorige Stufe</translation>
        </message>
        <message>
            <source>&amp;Add a minute</source>
            <translation>Eine Minute &amp;dazu</translation>
        </message>
        <message>
            <source>&amp;Take a minute off</source>
            <translation>Eine Minute &amp;weniger</translation>
        </message>
        <message>
            <source>&amp;Big screen…</source>
            <translation>&amp;Großer Bildschirm…</translation>
        </message>
        <message>
            <source>The clock and the night, large, on a second screen or a TV</source>
            <translation>Die Uhr und der Abend, groß, auf einem zweiten Bildschirm oder Fernseher</translation>
        </message>
        <message>
            <source>Clock s&amp;ounds</source>
            <translation>Uhr-&amp;Töne</translation>
        </message>
        <message>
            <source>Beep at a level's last minute and chime at its end</source>
            <translation>Piepton in der letzten Minute einer Stufe, Gong an ihrem Ende</translation>
        </message>
    </context>
    <context>
        <name>ClockStrip</name>
        <message>
            <source>Level {level}</source>
            <translation>Stufe {level}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Nicht gestartet</translation>
        </message>
        <message>
            <source>Late entry only</source>
            <translation>Nur Late Entry</translation>
        </message>
        <message>
            <source>Start clock</source>
            <translation>Uhr starten</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>−1 min</source>
            <translation>−1 Min.</translation>
        </message>
        <message>
            <source>+1 min</source>
            <translation>+1 Min.</translation>
        </message>
        <message>
            <source>Start, pause or resume the clock ({key})</source>
            <translation>Uhr starten, anhalten oder fortsetzen ({key})</translation>
        </message>
        <message>
            <source>Take a minute off the level or break ({key})</source>
            <translation>Eine Minute von der Stufe oder Pause abziehen ({key})</translation>
        </message>
        <message>
            <source>Add a minute to the level or break ({key})</source>
            <translation>Der Stufe oder Pause eine Minute hinzufügen ({key})</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Kein Abend läuft</translation>
        </message>
        <message>
            <source>Break</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Colour up: {chips}</source>
            <translation>Chips einfärben: {chips}</translation>
        </message>
        <message>
            <source>After level {level}</source>
            <translation>Nach Stufe {level}</translation>
        </message>
    </context>
    <context>
        <name>ClosedCashOut</name>
        <message>
            <source>Print cash-out…</source>
            <translation>Auszahlung drucken…</translation>
        </message>
        <message>
            <source>Event {number} closed: the cash-out</source>
            <translation>Abend {number} abgeschlossen: die Auszahlung</translation>
        </message>
        <message>
            <source>{league} — season {season} — Cash sheet</source>
            <translation>{league} — Saison {season} — Kassenblatt</translation>
        </message>
        <message>
            <source>Cash-out</source>
            <translation>Auszahlung</translation>
        </message>
    </context>
    <context>
        <name>ComingAnswers</name>
        <message>
            <source>Going</source>
            <translation>Zugesagt</translation>
        </message>
        <message>
            <source>Waitlist</source>
            <translation>Warteliste</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Abgesagt</translation>
        </message>
        <message>
            <source>Late cancels</source>
            <translation>Späte Absagen</translation>
        </message>
        <message>
            <source>Not answered</source>
            <translation>Keine Antwort</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>vielleicht</translation>
        </message>
        <message>
            <source>{answer} (recorded by the organizer)</source>
            <translation>{answer} (vom Organisator erfasst)</translation>
        </message>
        <message>
            <source>Proposed at the night's close: the penalty applies only on your word</source>
            <translation>Beim Abschluss des Abends vorgeschlagen: die Strafe gilt nur, wenn Sie es bestätigen</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Record an answer &amp;for</source>
            <translation>Antwort erfassen &amp;für</translation>
        </message>
        <message>
            <source>Record “{answer}”</source>
            <translation>„{answer}“ erfassen</translation>
        </message>
        <message>
            <source>{answer}, as the player said in a chat or call</source>
            <translation>{answer}, wie der Spieler in einem Chat oder Anruf sagte</translation>
        </message>
        <message>
            <source>{answer} (by organizer)</source>
            <translation>{answer} (vom Organisator)</translation>
        </message>
        <message>
            <source>1 answer</source>
            <translation>1 Antwort</translation>
        </message>
        <message>
            <source>{count} answers</source>
            <translation>{count} Antworten</translation>
        </message>
        <message>
            <source>History of {player}: {answers}</source>
            <translation>Verlauf von {player}: {answers}</translation>
        </message>
        <message>
            <source>{player} has not answered</source>
            <translation>{player} hat nicht geantwortet</translation>
        </message>
    </context>
    <context>
        <name>ComingCommands</name>
        <message>
            <source>Record {player}'s {answer} for event {number}</source>
            <translation>„{answer}“ von {player} für Abend {number} erfassen</translation>
        </message>
    </context>
    <context>
        <name>ComingDialog</name>
        <message>
            <source>Who is coming</source>
            <translation>Wer kommt</translation>
        </message>
        <message>
            <source>&amp;New night</source>
            <translation>&amp;Neuer Abend</translation>
        </message>
        <message>
            <source>no cap</source>
            <translation>unbegrenzt</translation>
        </message>
        <message>
            <source>&amp;Answer by</source>
            <translation>&amp;Antwort bis</translation>
        </message>
        <message>
            <source>S&amp;tarts at</source>
            <translation>&amp;Beginnt um</translation>
        </message>
        <message>
            <source>where the night is played</source>
            <translation>wo der Abend gespielt wird</translation>
        </message>
        <message>
            <source>&amp;Save night</source>
            <translation>Abend &amp;speichern</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>A&amp;bend</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Datum</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Ort</translation>
        </message>
        <message>
            <source>S&amp;eats</source>
            <translation>P&amp;lätze</translation>
        </message>
        <message>
            <source>Event {number}, {date}</source>
            <translation>Abend {number}, {date}</translation>
        </message>
        <message>
            <source>Event {number}</source>
            <translation>Abend {number}</translation>
        </message>
        <message>
            <source>No night is planned: New night plans one.</source>
            <translation>Kein Abend geplant: Neuer Abend plant einen.</translation>
        </message>
        <message>
            <source>{count} going</source>
            <translation>{count} kommen</translation>
        </message>
        <message>
            <source>{count} of {seats} going</source>
            <translation>{count} von {seats} kommen</translation>
        </message>
        <message>
            <source>{going}, {waiting} waiting, {declined} declined, {unanswered} not answered</source>
            <translation>{going}, {waiting} warten, {declined} abgesagt, {unanswered} ohne Antwort</translation>
        </message>
    </context>
    <context>
        <name>DealDialog</name>
        <message>
            <source>ICM (Malmuth-Harville)</source>
            <translation>ICM (Malmuth-Harville)</translation>
        </message>
        <message>
            <source>Chip-chop</source>
            <translation>Chip-Chop</translation>
        </message>
        <message>
            <source>Deal among the players left</source>
            <translation>Deal unter den verbliebenen Spielern</translation>
        </message>
        <message>
            <source>&amp;Method:</source>
            <translation>&amp;Methode:</translation>
        </message>
        <message>
            <source>Record the deal</source>
            <translation>Deal speichern</translation>
        </message>
        <message>
            <source>takes {amount} (equity {equity})</source>
            <translation>erhält {amount} (Equity {equity})</translation>
        </message>
        <message>
            <source>Dealt: {amount}</source>
            <translation>Verteilt: {amount}</translation>
        </message>
    </context>
    <context>
        <name>DirectorsDialog</name>
        <message>
            <source>A director runs tonight from their phone: the clock, arrivals, busts, rebuys and add-ons, and undo. Each has a link of their own: give it only to them. Every action they take shows in the night's log with their name.</source>
            <translation>Ein Turnierleiter führt den Abend vom Handy aus: die Uhr, Ankünfte, Ausgeschiedene, Rebuys und Add-ons sowie Rückgängig. Jeder hat einen eigenen Link: geben Sie ihn nur ihm. Jede seiner Aktionen steht mit seinem Namen im Verlauf des Abends.</translation>
        </message>
        <message>
            <source>Start Players' Phones… first: the directors' pages are served with it. Directors made now get their links as soon as it is on.</source>
            <translation>Starten Sie zuerst Spieler-Handys…: die Seiten der Turnierleiter werden damit bereitgestellt. Jetzt angelegte Turnierleiter erhalten ihre Links, sobald sie an ist.</translation>
        </message>
        <message>
            <source>No night is running: start one on the Night screen, then make its directors.</source>
            <translation>Kein Abend läuft: starten Sie einen in der Abend-Ansicht und legen Sie dann die Turnierleiter an.</translation>
        </message>
        <message>
            <source>Directors</source>
            <translation>Turnierleiter</translation>
        </message>
        <message>
            <source>Name, as the players know them</source>
            <translation>Name, wie die Spieler ihn kennen</translation>
        </message>
        <message>
            <source>&amp;Add director</source>
            <translation>Turnierleiter &amp;hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <source>Copy the link, to send it to the director</source>
            <translation>Den Link kopieren, um ihn dem Turnierleiter zu schicken</translation>
        </message>
        <message>
            <source>The director points their phone's camera here to open their page</source>
            <translation>Der Turnierleiter richtet die Handykamera hierauf, um seine Seite zu öffnen</translation>
        </message>
        <message>
            <source>&amp;Reissue link</source>
            <translation>Link &amp;neu ausstellen</translation>
        </message>
        <message>
            <source>A new link: the old one stops working at once</source>
            <translation>Ein neuer Link: der alte funktioniert sofort nicht mehr</translation>
        </message>
        <message>
            <source>&amp;End</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>The link stops working at once (they can be added again)</source>
            <translation>Der Link funktioniert sofort nicht mehr (er kann erneut hinzugefügt werden)</translation>
        </message>
        <message>
            <source>Tonight's directors:</source>
            <translation>Turnierleiter heute Abend:</translation>
        </message>
        <message>
            <source>Add director</source>
            <translation>Turnierleiter hinzufügen</translation>
        </message>
        <message>
            <source>{name} is a director tonight.</source>
            <translation>{name} ist heute Abend Turnierleiter.</translation>
        </message>
        <message>
            <source>Reissue link</source>
            <translation>Link neu ausstellen</translation>
        </message>
        <message>
            <source>{name} has a new link: the old one no longer works.</source>
            <translation>{name} hat einen neuen Link: der alte funktioniert nicht mehr.</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>{name}'s link no longer works.</source>
            <translation>Der Link von {name} funktioniert nicht mehr.</translation>
        </message>
        <message>
            <source>(served with Players' Phones)</source>
            <translation>(mit Spieler-Handys bereitgestellt)</translation>
        </message>
        <message>
            <source>{name}'s link:</source>
            <translation>Link von {name}:</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Kopiert.</translation>
        </message>
    </context>
    <context>
        <name>GoingList</name>
        <message>
            <source>Said yes and not here yet: Enter arrives the selected player</source>
            <translation>Zugesagt und noch nicht da: Enter meldet den gewählten Spieler an</translation>
        </message>
        <message>
            <source>{player} (waitlist {place})</source>
            <translation>{player} (Warteliste {place})</translation>
        </message>
    </context>
    <context>
        <name>LivePanel</name>
        <message>
            <source>The night</source>
            <translation>Der Abend</translation>
        </message>
        <message>
            <source>HAND FOR HAND</source>
            <translation>HAND FÜR HAND</translation>
        </message>
        <message>
            <source>Every table plays one hand at a time (Ctrl+H: off)</source>
            <translation>Alle Tische spielen Hand für Hand (Strg+H: aus)</translation>
        </message>
        <message>
            <source>◀ Prev</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <source>Back one level (Ctrl+Left)</source>
            <translation>Eine Stufe zurück (Strg+Links)</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Weiter ▶</translation>
        </message>
        <message>
            <source>Next level (Ctrl+Right)</source>
            <translation>Nächste Stufe (Strg+Rechts)</translation>
        </message>
        <message>
            <source>Players left:</source>
            <translation>Spieler übrig:</translation>
        </message>
        <message>
            <source>Prize pool:</source>
            <translation>Preisgeld:</translation>
        </message>
        <message>
            <source>Payouts:</source>
            <translation>Auszahlungen:</translation>
        </message>
        <message>
            <source>Bounty on:</source>
            <translation>Kopfgeld auf:</translation>
        </message>
        <message>
            <source>Rebuys:</source>
            <translation>Rebuys:</translation>
        </message>
        <message>
            <source>Moves to make:</source>
            <translation>Umsetzen:</translation>
        </message>
        <message>
            <source>Still owes:</source>
            <translation>Schuldet noch:</translation>
        </message>
        <message>
            <source>Absent:</source>
            <translation>Abwesend:</translation>
        </message>
        <message>
            <source>Dealers:</source>
            <translation>Dealer:</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Kein Abend läuft</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Stufe {level}</translation>
        </message>
        <message>
            <source>{left} of {entries} entries</source>
            <translation>{left} von {entries} Teilnahmen</translation>
        </message>
        <message>
            <source>{who} {amount}</source>
            <translation>{who} {amount}</translation>
        </message>
        <message>
            <source>deal: {payouts}</source>
            <translation>Deal: {payouts}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>period closed</source>
            <translation>Phase geschlossen</translation>
        </message>
        <message>
            <source>period open to the end of level {level}</source>
            <translation>Phase offen bis Ende Stufe {level}</translation>
        </message>
        <message>
            <source>period open</source>
            <translation>Phase offen</translation>
        </message>
        <message>
            <source>1 taken{addons}</source>
            <translation>1 genommen{addons}</translation>
        </message>
        <message>
            <source>{taken} taken{addons}</source>
            <translation>{taken} genommen{addons}</translation>
        </message>
        <message>
            <source>{player} ({game})</source>
            <translation>{player} ({game})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>fixed</source>
            <translation>fest</translation>
        </message>
        <message>
            <source>progressive: {share}% paid at once</source>
            <translation>progressiv: {share} % sofort ausgezahlt</translation>
        </message>
        <message>
            <source>every head, {amount} ({how})</source>
            <translation>jeder Kopf, {amount} ({how})</translation>
        </message>
        <message>
            <source>, 1 add-on</source>
            <translation>, 1 Add-on</translation>
        </message>
        <message>
            <source>, {count} add-ons</source>
            <translation>, {count} Add-ons</translation>
        </message>
        <message>
            <source>chips off due (Ctrl+Shift+X)</source>
            <translation>Chips abräumen fällig (Strg+Umschalt+X)</translation>
        </message>
        <message>
            <source>forfeit due (Ctrl+Shift+X)</source>
            <translation>Verfall fällig (Strg+Umschalt+X)</translation>
        </message>
        <message>
            <source>full</source>
            <translation>ganz</translation>
        </message>
        <message>
            <source>half</source>
            <translation>halb</translation>
        </message>
        <message>
            <source>unpaid</source>
            <translation>unbezahlt</translation>
        </message>
        <message>
            <source>left</source>
            <translation>gegangen</translation>
        </message>
        <message>
            <source>not here yet</source>
            <translation>noch nicht da</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} Min.</translation>
        </message>
        <message>
            <source>the draw: everyone to the seat listed under Seating</source>
            <translation>die Auslosung: alle an den Platz, der unter Sitzplätze steht</translation>
        </message>
        <message>
            <source>redraw: {count} players take the new seats listed under Seating</source>
            <translation>Neuauslosung: {count} Spieler nehmen die neuen Plätze unter Sitzplätze ein</translation>
        </message>
        <message>
            <source>{player}: table {table} seat {seat} → table {to_table} seat {to_seat}</source>
            <translation>{player}: Tisch {table} Platz {seat} → Tisch {to_table} Platz {to_seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table} seat {seat}</source>
            <translation>{player} sitzt an Tisch {table}, Platz {seat}</translation>
        </message>
    </context>
    <context>
        <name>NightActions</name>
        <message>
            <source>A rebuy</source>
            <translation>Ein Rebuy</translation>
        </message>
        <message>
            <source>An add-on</source>
            <translation>Ein Add-on</translation>
        </message>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Starten Sie zuerst einen Abend (Strg+Umschalt+S)</translation>
        </message>
        <message>
            <source>Start another night</source>
            <translation>Weiteren Abend starten</translation>
        </message>
        <message>
            <source>Event {running} is running. Start event {number} as well (another table or venue)?</source>
            <translation>Abend {running} läuft. Abend {number} zusätzlich starten (anderer Tisch oder Ort)?</translation>
        </message>
        <message>
            <source>Started night {number}</source>
            <translation>Abend {number} gestartet</translation>
        </message>
        <message>
            <source>{player} arrived</source>
            <translation>{player} ist angekommen</translation>
        </message>
        <message>
            <source>{player} arrived and paid what they owed</source>
            <translation>{player} ist angekommen und hat die Schulden bezahlt</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>{player} was not added</source>
            <translation>{player} wurde nicht hinzugefügt</translation>
        </message>
        <message>
            <source>'{player}' is not on the roster: Enter = add to the roster and arrive, Esc = no</source>
            <translation>„{player}“ steht nicht in der Spielerliste: Enter = hinzufügen und anmelden, Esc = nein</translation>
        </message>
        <message>
            <source>Seats drawn</source>
            <translation>Plätze ausgelost</translation>
        </message>
        <message>
            <source>{players} out</source>
            <translation>{players} raus</translation>
        </message>
        <message>
            <source>{player} rebought</source>
            <translation>{player} hat ein Rebuy genommen</translation>
        </message>
        <message>
            <source>{player} out and rebought. {bounties}</source>
            <translation>{player} raus und mit Rebuy wieder drin. {bounties}</translation>
        </message>
        <message>
            <source>{done}. {bounties}</source>
            <translation>{done}. {bounties}</translation>
        </message>
        <message>
            <source>{what}: type the player's name in the bust field (Alt+B) or pick them in the seating (Alt+I, arrows), then {key}</source>
            <translation>{what}: tippen Sie den Namen des Spielers ins Aus-Feld (Alt+B) oder wählen Sie ihn in den Sitzplätzen (Alt+I, Pfeile), dann {key}</translation>
        </message>
        <message>
            <source>Pick the player in the seating or type them in the bust field: {reason}</source>
            <translation>Wählen Sie den Spieler in den Sitzplätzen oder tippen Sie ihn ins Aus-Feld: {reason}</translation>
        </message>
        <message>
            <source>{player} took the add-on: {hint}</source>
            <translation>{player} hat das Add-on genommen: {hint}</translation>
        </message>
        <message>
            <source>{player} took the add-on</source>
            <translation>{player} hat das Add-on genommen</translation>
        </message>
        <message>
            <source>Type the player who came or left first: {reason}</source>
            <translation>Tippen Sie zuerst den Spieler, der kam oder ging: {reason}</translation>
        </message>
        <message>
            <source>{player} is here</source>
            <translation>{player} ist da</translation>
        </message>
        <message>
            <source>{player} left the table (absent)</source>
            <translation>{player} hat den Tisch verlassen (abwesend)</translation>
        </message>
        <message>
            <source>Type the player who is absent first: {reason}</source>
            <translation>Tippen Sie zuerst den abwesenden Spieler: {reason}</translation>
        </message>
        <message>
            <source>{player}'s chips taken off (no-show)</source>
            <translation>Chips von {player} abgeräumt (nicht erschienen)</translation>
        </message>
        <message>
            <source>{player} forfeited</source>
            <translation>{player} hat verwirkt</translation>
        </message>
        <message>
            <source>Nothing is due for {player} yet: the rules give them more time</source>
            <translation>Für {player} ist noch nichts fällig: die Regeln geben mehr Zeit</translation>
        </message>
        <message>
            <source>Type the player who deals first: {reason}</source>
            <translation>Tippen Sie zuerst den Spieler, der gibt: {reason}</translation>
        </message>
        <message>
            <source>{player} is no dealer</source>
            <translation>{player} ist kein Dealer</translation>
        </message>
        <message>
            <source>{player} deals a full game</source>
            <translation>{player} gibt ein ganzes Spiel</translation>
        </message>
        <message>
            <source>{player} deals a half game</source>
            <translation>{player} gibt ein halbes Spiel</translation>
        </message>
        <message>
            <source>No dealer recorded for {player}</source>
            <translation>Kein Dealer für {player} erfasst</translation>
        </message>
        <message>
            <source>{player} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel</source>
            <translation>{player} gibt: F = ganzes Spiel, H = halbes Spiel, N = kein Dealer, Esc = abbrechen</translation>
        </message>
        <message>
            <source>Hand for hand: on</source>
            <translation>Hand für Hand: an</translation>
        </message>
        <message>
            <source>Hand for hand: off</source>
            <translation>Hand für Hand: aus</translation>
        </message>
        <message>
            <source>Level changed</source>
            <translation>Stufe gewechselt</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Nichts rückgängig zu machen</translation>
        </message>
        <message>
            <source>{undone}. {bounties}</source>
            <translation>{undone}. {bounties}</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Rückgängig: {action}</translation>
        </message>
        <message>
            <source>Close event {number}? Its result and money are then final.</source>
            <translation>Abend {number} abschließen? Ergebnis und Geld sind dann endgültig.</translation>
        </message>
        <message>
            <source>Close the night</source>
            <translation>Abend abschließen</translation>
        </message>
        <message>
            <source>Closed event {number}.</source>
            <translation>Abend {number} abgeschlossen.</translation>
        </message>
        <message>
            <source>From the players' answers:</source>
            <translation>Aus den Antworten der Spieler:</translation>
        </message>
        <message>
            <source>late cancels (the season's penalty applies): {players}</source>
            <translation>späte Absagen (die Strafe der Saison gilt): {players}</translation>
        </message>
        <message>
            <source>going but not here, no-shows (the season's policy): {players}</source>
            <translation>zugesagt, aber nicht da, nicht erschienen (Regel der Saison): {players}</translation>
        </message>
        <message>
            <source>Record them with the result?</source>
            <translation>Mit dem Ergebnis speichern?</translation>
        </message>
        <message>
            <source>Late cancels and no-shows</source>
            <translation>Späte Absagen und nicht Erschienene</translation>
        </message>
        <message>
            <source>Deal recorded</source>
            <translation>Deal gespeichert</translation>
        </message>
        <message>
            <source>Draw the seats first (Ctrl+D)</source>
            <translation>Losen Sie zuerst die Plätze aus (Strg+D)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tischkarten</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Sitzplan</translation>
        </message>
    </context>
    <context>
        <name>NightCalls</name>
        <message>
            <source>the league is read-only</source>
            <translation>die Liga ist schreibgeschützt</translation>
        </message>
    </context>
    <context>
        <name>NightClock</name>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Starten Sie zuerst einen Abend (Strg+Umschalt+S)</translation>
        </message>
        <message>
            <source>no night is running: start one on the Night screen</source>
            <translation>kein Abend läuft: starten Sie einen auf der Abend-Ansicht</translation>
        </message>
        <message>
            <source>Clock started</source>
            <translation>Uhr gestartet</translation>
        </message>
        <message>
            <source>Clock paused</source>
            <translation>Uhr angehalten</translation>
        </message>
        <message>
            <source>Clock running again</source>
            <translation>Uhr läuft wieder</translation>
        </message>
        <message>
            <source>A minute added</source>
            <translation>Eine Minute hinzugefügt</translation>
        </message>
        <message>
            <source>A minute taken off</source>
            <translation>Eine Minute abgezogen</translation>
        </message>
    </context>
    <context>
        <name>NightMenu</name>
        <message>
            <source>Start n&amp;ight</source>
            <translation>Abend &amp;starten</translation>
        </message>
        <message>
            <source>Dra&amp;w seats</source>
            <translation>Plätze a&amp;uslosen</translation>
        </message>
        <message>
            <source>&amp;Rebuy</source>
            <translation>&amp;Rebuy</translation>
        </message>
        <message>
            <source>A&amp;dd-on</source>
            <translation>A&amp;dd-on</translation>
        </message>
        <message>
            <source>D&amp;eal…</source>
            <translation>D&amp;eal…</translation>
        </message>
        <message>
            <source>C&amp;lose night…</source>
            <translation>Abend a&amp;bschließen…</translation>
        </message>
    </context>
    <context>
        <name>NightView</name>
        <message>
            <source>Start night</source>
            <translation>Abend starten</translation>
        </message>
        <message>
            <source>Start the season's next night (Ctrl+Shift+S)</source>
            <translation>Den nächsten Abend der Saison starten (Strg+Umschalt+S)</translation>
        </message>
        <message>
            <source>Draw seats</source>
            <translation>Plätze auslosen</translation>
        </message>
        <message>
            <source>Seat everyone who arrived (Ctrl+D)</source>
            <translation>Alle Angekommenen platzieren (Strg+D)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Take back the night's last action (Ctrl+Z)</source>
            <translation>Die letzte Aktion des Abends zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <source>Close night…</source>
            <translation>Abend abschließen…</translation>
        </message>
        <message>
            <source>Check the result and close (Ctrl+Shift+C)</source>
            <translation>Ergebnis prüfen und abschließen (Strg+Umschalt+C)</translation>
        </message>
        <message>
            <source>Seating view…</source>
            <translation>Sitzplatzansicht…</translation>
        </message>
        <message>
            <source>The seats, large, on a second screen</source>
            <translation>Die Plätze, groß, auf einem zweiten Bildschirm</translation>
        </message>
        <message>
            <source>Print seats…</source>
            <translation>Plätze drucken…</translation>
        </message>
        <message>
            <source>The seating chart (Ctrl+Shift+P) or table cards (Ctrl+Shift+T)</source>
            <translation>Der Sitzplan (Strg+Umschalt+P) oder Tischkarten (Strg+Umschalt+T)</translation>
        </message>
        <message>
            <source>Seating chart…</source>
            <translation>Sitzplan…</translation>
        </message>
        <message>
            <source>Table cards…</source>
            <translation>Tischkarten…</translation>
        </message>
        <message>
            <source>Deal…</source>
            <translation>Deal…</translation>
        </message>
        <message>
            <source>The players left share the prizes (Ctrl+Shift+D)</source>
            <translation>Die verbliebenen Spieler teilen die Preise (Strg+Umschalt+D)</translation>
        </message>
        <message>
            <source>Night:</source>
            <translation>Abend:</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z takes back the top one</source>
            <translation>Die Aktionen des Abends, neueste zuerst: Strg+Z nimmt die oberste zurück</translation>
        </message>
        <message>
            <source>Said &amp;yes, not here yet (Enter: arrived)</source>
            <translation>&amp;Zugesagt, noch nicht da (Enter: angekommen)</translation>
        </message>
        <message>
            <source>Seat&amp;ing (Ctrl+R: the selected player rebuys)</source>
            <translation>Sitzplätze (&amp;I) (Strg+R: der gewählte Spieler nimmt ein Rebuy)</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Platzierungen</translation>
        </message>
        <message>
            <source>The night so far</source>
            <translation>Der Abend bisher</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z undoes the top one</source>
            <translation>Die Aktionen des Abends, neueste zuerst: Strg+Z macht die oberste rückgängig</translation>
        </message>
        <message>
            <source>Not done: {reason}</source>
            <translation>Nicht ausgeführt: {reason}</translation>
        </message>
        <message>
            <source>Event {number} (running)</source>
            <translation>Abend {number} (läuft)</translation>
        </message>
        <message>
            <source>Event {number} is running</source>
            <translation>Abend {number} läuft</translation>
        </message>
        <message>
            <source>Start night {number}</source>
            <translation>Abend {number} starten</translation>
        </message>
    </context>
    <context>
        <name>PhonesDialog</name>
        <message>
            <source>Players open this page on their phones, on the same Wi-Fi as this computer: the clock, the seats, the payouts and the standings; nothing can be changed there. Each player's own page (Players ▸ Personal link) is served too: there they answer for the next nights.</source>
            <translation>Die Spieler öffnen diese Seite auf ihren Handys, im selben WLAN wie dieser Computer: die Uhr, die Plätze, die Auszahlungen und die Rangliste; dort lässt sich nichts ändern. Die eigene Seite jedes Spielers (Spieler ▸ Persönlicher Link) wird auch bereitgestellt: dort antworten sie für die nächsten Abende.</translation>
        </message>
        <message>
            <source>{address} (this computer only)</source>
            <translation>{address} (nur dieser Computer)</translation>
        </message>
        <message>
            <source>Players' Phones</source>
            <translation>Spieler-Handys</translation>
        </message>
        <message>
            <source>Show the page on the local network</source>
            <translation>Die Seite im lokalen Netzwerk zeigen</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy the address, to send it to the players</source>
            <translation>Die Adresse kopieren, um sie den Spielern zu schicken</translation>
        </message>
        <message>
            <source>Players point their phone's camera here to open the page</source>
            <translation>Die Spieler richten die Handykamera hierauf, um die Seite zu öffnen</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>{address}, used last time, is not this computer's address now.</source>
            <translation>{address}, zuletzt verwendet, ist jetzt nicht die Adresse dieses Computers.</translation>
        </message>
        <message>
            <source>Players point their phone's camera at the code, or type this address in their browser (or you send it to them). Switching off and on again makes a new one.</source>
            <translation>Die Spieler richten die Handykamera auf den Code oder tippen diese Adresse in ihren Browser (oder Sie schicken sie ihnen). Aus- und wieder Einschalten erzeugt eine neue.</translation>
        </message>
        <message>
            <source>{address} is this computer only: phones need a network address.</source>
            <translation>{address} ist nur dieser Computer: Handys brauchen eine Netzwerkadresse.</translation>
        </message>
        <message>
            <source>The page is off.</source>
            <translation>Die Seite ist aus.</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Kopiert.</translation>
        </message>
    </context>
    <context>
        <name>PhonesPublisher</name>
        <message>
            <source>Open a league first: the page shows its standings and its night.</source>
            <extracomment>Why the last snapshot could not be made ("" when it was). Why only the phone page is served, not the players' own pages ("" when they are).</extracomment>
            <translation>Öffnen Sie zuerst eine Liga: die Seite zeigt ihre Rangliste und ihren Abend.</translation>
        </message>
        <message>
            <source>The phones show the last good snapshot: {reason}</source>
            <translation>Die Handys zeigen den letzten gültigen Stand: {reason}</translation>
        </message>
        <message>
            <source>This league is read-only: the players' own pages are not served.</source>
            <translation>Diese Liga ist schreibgeschützt: die eigenen Seiten der Spieler werden nicht bereitgestellt.</translation>
        </message>
        <message>
            <source>The players' own pages are not served: {reason}</source>
            <translation>Die eigenen Seiten der Spieler werden nicht bereitgestellt: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PrintSeating</name>
        <message>
            <source>Event {number}: seats at level {level}, {left} of {entries} players left</source>
            <translation>Abend {number}: Plätze in Stufe {level}, {left} von {entries} Spielern übrig</translation>
        </message>
        <message>
            <source>{league} — {season} — Seating</source>
            <translation>{league} — {season} — Sitzplätze</translation>
        </message>
        <message>
            <source>{league} — {season} — Table cards</source>
            <translation>{league} — {season} — Tischkarten</translation>
        </message>
        <message>
            <source>Event {number}, seats at level {level}</source>
            <translation>Abend {number}, Plätze in Stufe {level}</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Sitzplan</translation>
        </message>
    </context>
    <context>
        <name>SeatingWindow</name>
        <message>
            <source>Seating — leaguemgr</source>
            <translation>Sitzplätze — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to (F11: full screen)</source>
            <translation>Der Bildschirm für dieses Fenster (F11: Vollbild)</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Bildschirm {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>Anzeige</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Kein Abend läuft</translation>
        </message>
        <message>
            <source>Event {number} — level {level} — {left} of {entries} left</source>
            <translation>Abend {number} — Stufe {level} — {left} von {entries} übrig</translation>
        </message>
        <message>
            <source>{count} arrived — seats not drawn yet</source>
            <translation>{count} angekommen — Plätze noch nicht ausgelost</translation>
        </message>
        <message>
            <source>Moves: {moves}</source>
            <translation>Umsetzen: {moves}</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Tisch {table}</translation>
        </message>
    </context>
    <context>
        <name>SeatsModel</name>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Karte</translation>
        </message>
        <message>
            <source>{name} (absent)</source>
            <translation>{name} (abwesend)</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Kopfgeld</translation>
        </message>
    </context>
    <context>
        <name>TvLinkDialog</name>
        <message>
            <source>Open this address in the browser of any TV or computer on the same Wi-Fi as this computer: it shows the big screen, the clock, the blinds, the payouts and the tiles, and follows the night within a second. Most browsers go full screen with F11.</source>
            <translation>Öffnen Sie diese Adresse im Browser eines Fernsehers oder Computers im selben WLAN wie dieser Computer: sie zeigt den großen Bildschirm, die Uhr, die Blinds, die Auszahlungen und die Kacheln und folgt dem Abend binnen einer Sekunde. Die meisten Browser gehen mit F11 in den Vollbildmodus.</translation>
        </message>
        <message>
            <source>The TV's page is served with the players' phone page, which is off.</source>
            <translation>Die Seite des Fernsehers wird mit der Handyseite der Spieler bereitgestellt, die aus ist.</translation>
        </message>
        <message>
            <source>Point the TV's or tablet's camera at the code, or type the address. Switching the phone page off and on again makes a new one.</source>
            <translation>Richten Sie die Kamera des Fernsehers oder Tablets auf den Code oder tippen Sie die Adresse. Aus- und wieder Einschalten der Handyseite erzeugt eine neue.</translation>
        </message>
        <message>
            <source>{address} is this computer only: a TV needs a network address.</source>
            <translation>{address} ist nur dieser Computer: ein Fernseher braucht eine Netzwerkadresse.</translation>
        </message>
        <message>
            <source>TV by Link</source>
            <translation>Fernseher per Link</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy the TV's address</source>
            <translation>Die Adresse des Fernsehers kopieren</translation>
        </message>
        <message>
            <source>Start the Phone Page</source>
            <translation>Handyseite starten</translation>
        </message>
        <message>
            <source>Serve the phone page, and the TV's with it, as last time</source>
            <translation>Die Handyseite und damit die des Fernsehers bereitstellen, wie beim letzten Mal</translation>
        </message>
        <message>
            <source>A TV's or tablet's camera opens the page from here</source>
            <translation>Die Kamera eines Fernsehers oder Tablets öffnet die Seite von hier</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Kopiert.</translation>
        </message>
    </context>
</TS>
