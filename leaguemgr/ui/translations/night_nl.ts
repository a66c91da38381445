<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>ArrivalsBar</name>
        <message>
            <source>Type a name, Enter: arrived</source>
            <translation>Typ een naam, Enter: aangekomen</translation>
        </message>
        <message>
            <source>&amp;On time</source>
            <translation>&amp;Op tijd</translation>
        </message>
        <message>
            <source>E&amp;xact change</source>
            <translation>&amp;Gepast betaald</translation>
        </message>
        <message>
            <source>F&amp;ree entry</source>
            <translation>&amp;Vrije inschrijving</translation>
        </message>
        <message>
            <source>&amp;Unpaid</source>
            <translation>O&amp;nbetaald</translation>
        </message>
        <message>
            <source>Absen&amp;t</source>
            <translation>Afwe&amp;zig</translation>
        </message>
        <message>
            <source>Pays &amp;what is owed</source>
            <translation>Betaalt &amp;schuld</translation>
        </message>
        <message>
            <source>Records a payment of what the player owes, with the buy-in</source>
            <translation>Boekt een betaling van wat de speler schuldig is, samen met de buy-in</translation>
        </message>
        <message>
            <source>Registered and seated, chips on the table, not here yet (Ctrl+T when they come)</source>
            <translation>Ingeschreven en geplaatst, fiches op tafel, nog niet hier (Ctrl+T als hij komt)</translation>
        </message>
        <message>
            <source>A free entry earned by dealing (checked against the credits)</source>
            <translation>Een vrije inschrijving verdiend met delen (gecontroleerd met de tegoeden)</translation>
        </message>
        <message>
            <source>Listed as owing the buy-in until paid</source>
            <translation>Staat als schuldenaar van de buy-in tot betaald</translation>
        </message>
        <message>
            <source>&amp;Arrives:</source>
            <translation>&amp;Komt:</translation>
        </message>
        <message>
            <source>{player} owes {amount}</source>
            <translation>{player} is {amount} schuldig</translation>
        </message>
    </context>
    <context>
        <name>BigScreenWindow</name>
        <message>
            <source>Clock — leaguemgr</source>
            <translation>Klok — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to</source>
            <translation>Het scherm waar dit venster naartoe gaat</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Volledig scherm (F11)</translation>
        </message>
        <message>
            <source>Logo…</source>
            <translation>Logo…</translation>
        </message>
        <message>
            <source>An image shown before the league's name (Cancel: none)</source>
            <translation>Een afbeelding vóór de naam van de competitie (Annuleren: geen)</translation>
        </message>
        <message>
            <source>Phone code (Q)</source>
            <translation>Telefooncode (Q)</translation>
        </message>
        <message>
            <source>The players' phone page as a QR code in the corner, while the page is on</source>
            <translation>De telefoonpagina van de spelers als QR-code in de hoek, zolang de pagina aan staat</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Scherm {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>beeldscherm</translation>
        </message>
        <message>
            <source>Logo for the big screen</source>
            <translation>Logo voor het grote scherm</translation>
        </message>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.svg *.bmp)</source>
            <translation>Afbeeldingen (*.png *.jpg *.jpeg *.svg *.bmp)</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Geen avond bezig</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Uitbetalingen</translation>
        </message>
        <message>
            <source>Players left</source>
            <translation>Spelers over</translation>
        </message>
    </context>
    <context>
        <name>BustEntry</name>
        <message>
            <source>Who is out? Enter (Ctrl+Enter: another in the same hand)</source>
            <translation>Wie is uit? Enter (Ctrl+Enter: nog een in dezelfde hand)</translation>
        </message>
        <message>
            <source>Busted by? Enter (Esc: nobody)</source>
            <translation>Uitgeschakeld door? Enter (Esc: niemand)</translation>
        </message>
        <message>
            <source>Next out: {place}</source>
            <translation>Volgende uit: {place}</translation>
        </message>
        <message>
            <source>&amp;Bust:</source>
            <translation>&amp;Uit:</translation>
        </message>
        <message>
            <source>By:</source>
            <translation>Door:</translation>
        </message>
        <message>
            <source>{winner} wins: the night is ready to close ({key})</source>
            <translation>{winner} wint: de avond kan worden afgesloten ({key})</translation>
        </message>
        <message>
            <source>Type the chips {player} began the hand with (a whole number)</source>
            <translation>Typ de fiches waarmee {player} de hand begon (een heel getal)</translation>
        </message>
        <message>
            <source>Out in this hand: {players}</source>
            <translation>Uit in deze hand: {players}</translation>
        </message>
        <message>
            <source>busted by {players}</source>
            <translation>uitgeschakeld door {players}</translation>
        </message>
        <message>
            <source>R = rebuy (back in), Enter = out, Esc = cancel</source>
            <translation>R = rebuy (weer in), Enter = uit, Esc = annuleren</translation>
        </message>
        <message>
            <source>{player}: {keys}</source>
            <translation>{player}: {keys}</translation>
        </message>
        <message>
            <source>Chips {player} began the hand with, Enter (Esc = cancel):</source>
            <translation>Fiches waarmee {player} de hand begon, Enter (Esc = annuleren):</translation>
        </message>
    </context>
    <context>
        <name>BustsModel</name>
        <message>
            <source>Place</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Uit</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Uitgeschakeld door</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
    </context>
    <context>
        <name>CashOut</name>
        <message>
            <source>&amp;Leave a debt standing…</source>
            <translation>Schuld laten &amp;staan…</translation>
        </message>
        <message>
            <source>Hand a player the prize whole: what they owe stays owed</source>
            <translation>Een speler de hele prijs geven: wat hij schuldig is, blijft open</translation>
        </message>
        <message>
            <source>Leave a debt standing</source>
            <translation>Schuld laten staan</translation>
        </message>
        <message>
            <source>Hand the whole prize to:</source>
            <translation>De hele prijs uitbetalen aan:</translation>
        </message>
    </context>
    <context>
        <name>ClockActions</name>
        <message>
            <source>&amp;Start / pause clock</source>
            <translation>Klok &amp;starten / pauzeren</translation>
        </message>
        <message>
            <source>&amp;Next level</source>
            <translation>&amp;Volgend niveau</translation>
        </message>
        <message>
            <source>Pre&amp;vious level</source>
            <translation>V&amp;orig niveau</translation>
        </message>
        <message>
            <source>&amp;Add a minute</source>
            <translation>Een minuut &amp;erbij</translation>
        </message>
        <message>
            <source>&amp;Take a minute off</source>
            <translation>Een minuut &amp;eraf</translation>
        </message>
        <message>
            <source>&amp;Big screen…</source>
            <translation>&amp;Groot scherm…</translation>
        </message>
        <message>
            <source>The clock and the night, large, on a second screen or a TV</source>
            <translation>De klok en de avond, groot, op een tweede scherm of tv</translation>
        </message>
        <message>
            <source>Clock s&amp;ounds</source>
            <translation>Klok&amp;geluiden</translation>
        </message>
        <message>
            <source>Beep at a level's last minute and chime at its end</source>
            <translation>Piep in de laatste minuut van een niveau, gong aan het einde</translation>
        </message>
    </context>
    <context>
        <name>ClockStrip</name>
        <message>
            <source>Level {level}</source>
            <translation>Niveau {level}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Niet gestart</translation>
        </message>
        <message>
            <source>Late entry only</source>
            <translation>Alleen late inschrijving</translation>
        </message>
        <message>
            <source>Start clock</source>
            <translation>Klok starten</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Hervatten</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauzeren</translation>
        </message>
        <message>
            <source>−1 min</source>
            <translation>−1 min</translation>
        </message>
        <message>
            <source>+1 min</source>
            <translation>+1 min</translation>
        </message>
        <message>
            <source>Start, pause or resume the clock ({key})</source>
            <translation>De klok starten, pauzeren of hervatten ({key})</translation>
        </message>
        <message>
            <source>Take a minute off the level or break ({key})</source>
            <translation>Een minuut van het niveau of de pauze afhalen ({key})</translation>
        </message>
        <message>
            <source>Add a minute to the level or break ({key})</source>
            <translation>Een minuut bij het niveau of de pauze optellen ({key})</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Geen avond bezig</translation>
        </message>
        <message>
            <source>Break</source>
            <translation>Pauze</translation>
        </message>
        <message>
            <source>Colour up: {chips}</source>
            <translation>Fiches inwisselen: {chips}</translation>
        </message>
        <message>
            <source>After level {level}</source>
            <translation>Na niveau {level}</translation>
        </message>
    </context>
    <context>
        <name>ClosedCashOut</name>
        <message>
            <source>Print cash-out…</source>
            <translation>Cash-out afdrukken…</translation>
        </message>
        <message>
            <source>Event {number} closed: the cash-out</source>
            <translation>Avond {number} afgesloten: de cash-out</translation>
        </message>
        <message>
            <source>{league} — season {season} — Cash sheet</source>
            <translation>{league} — seizoen {season} — Kasblad</translation>
        </message>
        <message>
            <source>Cash-out</source>
            <translation>Cash-out</translation>
        </message>
    </context>
    <context>
        <name>ComingAnswers</name>
        <message>
            <source>Going</source>
            <translation>Komen</translation>
        </message>
        <message>
            <source>Waitlist</source>
            <translation>Wachtlijst</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Afgemeld</translation>
        </message>
        <message>
            <source>Late cancels</source>
            <translation>Late afmeldingen</translation>
        </message>
        <message>
            <source>Not answered</source>
            <translation>Niet geantwoord</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nee</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>misschien</translation>
        </message>
        <message>
            <source>{answer} (recorded by the organizer)</source>
            <translation>{answer} (vastgelegd door de organisator)</translation>
        </message>
        <message>
            <source>Proposed at the night's close: the penalty applies only on your word</source>
            <translation>Voorgesteld bij het afsluiten van de avond: de straf geldt alleen als u dat zegt</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message>
            <source>Record an answer &amp;for</source>
            <translation>Antwoord vastleggen &amp;voor</translation>
        </message>
        <message>
            <source>Record “{answer}”</source>
            <translation>„{answer}” vastleggen</translation>
        </message>
        <message>
            <source>{answer}, as the player said in a chat or call</source>
            <translation>{answer}, zoals de speler zei in een chat of telefoongesprek</translation>
        </message>
        <message>
            <source>{answer} (by organizer)</source>
            <translation>{answer} (door organisator)</translation>
        </message>
        <message>
            <source>1 answer</source>
            <translation>1 antwoord</translation>
        </message>
        <message>
            <source>{count} answers</source>
            <translation>{count} antwoorden</translation>
        </message>
        <message>
            <source>History of {player}: {answers}</source>
            <translation>Geschiedenis van {player}: {answers}</translation>
        </message>
        <message>
            <source>{player} has not answered</source>
            <translation>{player} heeft niet geantwoord</translation>
        </message>
    </context>
    <context>
        <name>ComingCommands</name>
        <message>
            <source>Record {player}'s {answer} for event {number}</source>
            <translation>„{answer}” van {player} voor avond {number} vastleggen</translation>
        </message>
    </context>
    <context>
        <name>ComingDialog</name>
        <message>
            <source>Who is coming</source>
            <translation>Wie komt er</translation>
        </message>
        <message>
            <source>&amp;New night</source>
            <translation>&amp;Nieuwe avond</translation>
        </message>
        <message>
            <source>no cap</source>
            <translation>onbeperkt</translation>
        </message>
        <message>
            <source>&amp;Answer by</source>
            <translation>&amp;Antwoord vóór</translation>
        </message>
        <message>
            <source>S&amp;tarts at</source>
            <translation>&amp;Begint om</translation>
        </message>
        <message>
            <source>where the night is played</source>
            <translation>waar de avond gespeeld wordt</translation>
        </message>
        <message>
            <source>&amp;Save night</source>
            <translation>Avond &amp;opslaan</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>A&amp;vond</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Datum</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Locatie</translation>
        </message>
        <message>
            <source>S&amp;eats</source>
            <translation>S&amp;toelen</translation>
        </message>
        <message>
            <source>Event {number}, {date}</source>
            <translation>Avond {number}, {date}</translation>
        </message>
        <message>
            <source>Event {number}</source>
            <translation>Avond {number}</translation>
        </message>
        <message>
            <source>No night is planned: New night plans one.</source>
            <translation>Geen avond gepland: Nieuwe avond plant er een.</translation>
        </message>
        <message>
            <source>{count} going</source>
            <translation>{count} komen</translation>
        </message>
        <message>
            <source>{count} of {seats} going</source>
            <translation>{count} van {seats} komen</translation>
        </message>
        <message>
            <source>{going}, {waiting} waiting, {declined} declined, {unanswered} not answered</source>
            <translation>{going}, {waiting} wachtend, {declined} afgemeld, {unanswered} niet geantwoord</translation>
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
            <translation>Chip-chop</translation>
        </message>
        <message>
            <source>Deal among the players left</source>
            <translation>Deal tussen de overgebleven spelers</translation>
        </message>
        <message>
            <source>&amp;Method:</source>
            <translation>&amp;Methode:</translation>
        </message>
        <message>
            <source>Record the deal</source>
            <translation>Deal vastleggen</translation>
        </message>
        <message>
            <source>takes {amount} (equity {equity})</source>
            <translation>krijgt {amount} (equity {equity})</translation>
        </message>
        <message>
            <source>Dealt: {amount}</source>
            <translation>Verdeeld: {amount}</translation>
        </message>
    </context>
    <context>
        <name>DirectorsDialog</name>
        <message>
            <source>A director runs tonight from their phone: the clock, arrivals, busts, rebuys and add-ons, and undo. Each has a link of their own: give it only to them. Every action they take shows in the night's log with their name.</source>
            <translation>Een toernooileider leidt de avond vanaf zijn telefoon: de klok, aankomsten, uitschakelingen, rebuys en add-ons, en ongedaan maken. Elk heeft een eigen link: geef die alleen aan hem. Elke actie staat met zijn naam in het logboek van de avond.</translation>
        </message>
        <message>
            <source>Start Players' Phones… first: the directors' pages are served with it. Directors made now get their links as soon as it is on.</source>
            <translation>Start eerst Telefoons van spelers…: de pagina's van de toernooileiders worden daarmee aangeboden. Nu gemaakte toernooileiders krijgen hun link zodra die aan staat.</translation>
        </message>
        <message>
            <source>No night is running: start one on the Night screen, then make its directors.</source>
            <translation>Geen avond bezig: start er een op het avondscherm en maak dan de toernooileiders.</translation>
        </message>
        <message>
            <source>Directors</source>
            <translation>Toernooileiders</translation>
        </message>
        <message>
            <source>Name, as the players know them</source>
            <translation>Naam, zoals de spelers hem kennen</translation>
        </message>
        <message>
            <source>&amp;Add director</source>
            <translation>Toernooileider &amp;toevoegen</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiëren</translation>
        </message>
        <message>
            <source>Copy the link, to send it to the director</source>
            <translation>De link kopiëren om hem naar de toernooileider te sturen</translation>
        </message>
        <message>
            <source>The director points their phone's camera here to open their page</source>
            <translation>De toernooileider richt de camera van zijn telefoon hierop om zijn pagina te openen</translation>
        </message>
        <message>
            <source>&amp;Reissue link</source>
            <translation>Link &amp;vernieuwen</translation>
        </message>
        <message>
            <source>A new link: the old one stops working at once</source>
            <translation>Een nieuwe link: de oude werkt meteen niet meer</translation>
        </message>
        <message>
            <source>&amp;End</source>
            <translation>&amp;Beëindigen</translation>
        </message>
        <message>
            <source>The link stops working at once (they can be added again)</source>
            <translation>De link werkt meteen niet meer (hij kan opnieuw worden toegevoegd)</translation>
        </message>
        <message>
            <source>Tonight's directors:</source>
            <translation>Toernooileiders vanavond:</translation>
        </message>
        <message>
            <source>Add director</source>
            <translation>Toernooileider toevoegen</translation>
        </message>
        <message>
            <source>{name} is a director tonight.</source>
            <translation>{name} is vanavond toernooileider.</translation>
        </message>
        <message>
            <source>Reissue link</source>
            <translation>Link vernieuwen</translation>
        </message>
        <message>
            <source>{name} has a new link: the old one no longer works.</source>
            <translation>{name} heeft een nieuwe link: de oude werkt niet meer.</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Beëindigen</translation>
        </message>
        <message>
            <source>{name}'s link no longer works.</source>
            <translation>De link van {name} werkt niet meer.</translation>
        </message>
        <message>
            <source>(served with Players' Phones)</source>
            <translation>(aangeboden met Telefoons van spelers)</translation>
        </message>
        <message>
            <source>{name}'s link:</source>
            <translation>Link van {name}:</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Gekopieerd.</translation>
        </message>
    </context>
    <context>
        <name>GoingList</name>
        <message>
            <source>Said yes and not here yet: Enter arrives the selected player</source>
            <translation>Zei ja en nog niet hier: Enter meldt de gekozen speler aan</translation>
        </message>
        <message>
            <source>{player} (waitlist {place})</source>
            <translation>{player} (wachtlijst {place})</translation>
        </message>
    </context>
    <context>
        <name>LivePanel</name>
        <message>
            <source>The night</source>
            <translation>De avond</translation>
        </message>
        <message>
            <source>HAND FOR HAND</source>
            <translation>HAND VOOR HAND</translation>
        </message>
        <message>
            <source>Every table plays one hand at a time (Ctrl+H: off)</source>
            <translation>Alle tafels spelen hand voor hand (Ctrl+H: uit)</translation>
        </message>
        <message>
            <source>◀ Prev</source>
            <translation>◀ Vorige</translation>
        </message>
        <message>
            <source>Back one level (Ctrl+Left)</source>
            <translation>Een niveau terug (Ctrl+Links)</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Volgende ▶</translation>
        </message>
        <message>
            <source>Next level (Ctrl+Right)</source>
            <translation>Volgend niveau (Ctrl+Rechts)</translation>
        </message>
        <message>
            <source>Players left:</source>
            <translation>Spelers over:</translation>
        </message>
        <message>
            <source>Prize pool:</source>
            <translation>Prijzenpot:</translation>
        </message>
        <message>
            <source>Payouts:</source>
            <translation>Uitbetalingen:</translation>
        </message>
        <message>
            <source>Bounty on:</source>
            <translation>Premie op:</translation>
        </message>
        <message>
            <source>Rebuys:</source>
            <translation>Rebuys:</translation>
        </message>
        <message>
            <source>Moves to make:</source>
            <translation>Verplaatsingen:</translation>
        </message>
        <message>
            <source>Still owes:</source>
            <translation>Nog schuldig:</translation>
        </message>
        <message>
            <source>Absent:</source>
            <translation>Afwezig:</translation>
        </message>
        <message>
            <source>Dealers:</source>
            <translation>Dealers:</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Geen avond bezig</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Niveau {level}</translation>
        </message>
        <message>
            <source>{left} of {entries} entries</source>
            <translation>{left} van {entries} inschrijvingen</translation>
        </message>
        <message>
            <source>{who} {amount}</source>
            <translation>{who} {amount}</translation>
        </message>
        <message>
            <source>deal: {payouts}</source>
            <translation>deal: {payouts}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>period closed</source>
            <translation>periode gesloten</translation>
        </message>
        <message>
            <source>period open to the end of level {level}</source>
            <translation>periode open tot het einde van niveau {level}</translation>
        </message>
        <message>
            <source>period open</source>
            <translation>periode open</translation>
        </message>
        <message>
            <source>1 taken{addons}</source>
            <translation>1 genomen{addons}</translation>
        </message>
        <message>
            <source>{taken} taken{addons}</source>
            <translation>{taken} genomen{addons}</translation>
        </message>
        <message>
            <source>{player} ({game})</source>
            <translation>{player} ({game})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>geen</translation>
        </message>
        <message>
            <source>fixed</source>
            <translation>vast</translation>
        </message>
        <message>
            <source>progressive: {share}% paid at once</source>
            <translation>progressief: {share}% direct uitbetaald</translation>
        </message>
        <message>
            <source>every head, {amount} ({how})</source>
            <translation>elk hoofd, {amount} ({how})</translation>
        </message>
        <message>
            <source>, 1 add-on</source>
            <translation>, 1 add-on</translation>
        </message>
        <message>
            <source>, {count} add-ons</source>
            <translation>, {count} add-ons</translation>
        </message>
        <message>
            <source>chips off due (Ctrl+Shift+X)</source>
            <translation>fiches eraf (Ctrl+Shift+X)</translation>
        </message>
        <message>
            <source>forfeit due (Ctrl+Shift+X)</source>
            <translation>verbeurd (Ctrl+Shift+X)</translation>
        </message>
        <message>
            <source>full</source>
            <translation>hele</translation>
        </message>
        <message>
            <source>half</source>
            <translation>halve</translation>
        </message>
        <message>
            <source>unpaid</source>
            <translation>onbetaald</translation>
        </message>
        <message>
            <source>left</source>
            <translation>vertrokken</translation>
        </message>
        <message>
            <source>not here yet</source>
            <translation>nog niet hier</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>the draw: everyone to the seat listed under Seating</source>
            <translation>de loting: iedereen naar de stoel onder Plaatsing</translation>
        </message>
        <message>
            <source>redraw: {count} players take the new seats listed under Seating</source>
            <translation>nieuwe loting: {count} spelers nemen de nieuwe stoelen onder Plaatsing</translation>
        </message>
        <message>
            <source>{player}: table {table} seat {seat} → table {to_table} seat {to_seat}</source>
            <translation>{player}: tafel {table} stoel {seat} → tafel {to_table} stoel {to_seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table} seat {seat}</source>
            <translation>{player} zit aan tafel {table}, stoel {seat}</translation>
        </message>
    </context>
    <context>
        <name>NightActions</name>
        <message>
            <source>A rebuy</source>
            <translation>Een rebuy</translation>
        </message>
        <message>
            <source>An add-on</source>
            <translation>Een add-on</translation>
        </message>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Start eerst een avond (Ctrl+Shift+S)</translation>
        </message>
        <message>
            <source>Start another night</source>
            <translation>Nog een avond starten</translation>
        </message>
        <message>
            <source>Event {running} is running. Start event {number} as well (another table or venue)?</source>
            <translation>Avond {running} is bezig. Avond {number} ook starten (andere tafel of locatie)?</translation>
        </message>
        <message>
            <source>Started night {number}</source>
            <translation>Avond {number} gestart</translation>
        </message>
        <message>
            <source>{player} arrived</source>
            <translation>{player} is aangekomen</translation>
        </message>
        <message>
            <source>{player} arrived and paid what they owed</source>
            <translation>{player} is aangekomen en heeft de schuld betaald</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Speler toevoegen</translation>
        </message>
        <message>
            <source>{player} was not added</source>
            <translation>{player} is niet toegevoegd</translation>
        </message>
        <message>
            <source>'{player}' is not on the roster: Enter = add to the roster and arrive, Esc = no</source>
            <translation>'{player}' staat niet op de spelerslijst: Enter = toevoegen en aanmelden, Esc = nee</translation>
        </message>
        <message>
            <source>Seats drawn</source>
            <translation>Stoelen geloot</translation>
        </message>
        <message>
            <source>{players} out</source>
            <translation>{players} uit</translation>
        </message>
        <message>
            <source>{player} rebought</source>
            <translation>{player} heeft een rebuy genomen</translation>
        </message>
        <message>
            <source>{player} out and rebought. {bounties}</source>
            <translation>{player} uit en met rebuy weer in. {bounties}</translation>
        </message>
        <message>
            <source>{done}. {bounties}</source>
            <translation>{done}. {bounties}</translation>
        </message>
        <message>
            <source>{what}: type the player's name in the bust field (Alt+B) or pick them in the seating (Alt+I, arrows), then {key}</source>
            <translation>{what}: typ de naam van de speler in het uit-veld (Alt+B) of kies hem in de plaatsing (Alt+I, pijltjes), dan {key}</translation>
        </message>
        <message>
            <source>Pick the player in the seating or type them in the bust field: {reason}</source>
            <translation>Kies de speler in de plaatsing of typ hem in het uit-veld: {reason}</translation>
        </message>
        <message>
            <source>{player} took the add-on: {hint}</source>
            <translation>{player} heeft de add-on genomen: {hint}</translation>
        </message>
        <message>
            <source>{player} took the add-on</source>
            <translation>{player} heeft de add-on genomen</translation>
        </message>
        <message>
            <source>Type the player who came or left first: {reason}</source>
            <translation>Typ eerst de speler die kwam of ging: {reason}</translation>
        </message>
        <message>
            <source>{player} is here</source>
            <translation>{player} is er</translation>
        </message>
        <message>
            <source>{player} left the table (absent)</source>
            <translation>{player} heeft de tafel verlaten (afwezig)</translation>
        </message>
        <message>
            <source>Type the player who is absent first: {reason}</source>
            <translation>Typ eerst de afwezige speler: {reason}</translation>
        </message>
        <message>
            <source>{player}'s chips taken off (no-show)</source>
            <translation>Fiches van {player} eraf gehaald (niet verschenen)</translation>
        </message>
        <message>
            <source>{player} forfeited</source>
            <translation>{player} heeft verbeurd</translation>
        </message>
        <message>
            <source>Nothing is due for {player} yet: the rules give them more time</source>
            <translation>Voor {player} is nog niets verschuldigd: de regels geven meer tijd</translation>
        </message>
        <message>
            <source>Type the player who deals first: {reason}</source>
            <translation>Typ eerst de speler die deelt: {reason}</translation>
        </message>
        <message>
            <source>{player} is no dealer</source>
            <translation>{player} is geen dealer</translation>
        </message>
        <message>
            <source>{player} deals a full game</source>
            <translation>{player} deelt een heel spel</translation>
        </message>
        <message>
            <source>{player} deals a half game</source>
            <translation>{player} deelt een half spel</translation>
        </message>
        <message>
            <source>No dealer recorded for {player}</source>
            <translation>Geen dealer vastgelegd voor {player}</translation>
        </message>
        <message>
            <source>{player} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel</source>
            <translation>{player} deelt: F = heel spel, H = half spel, N = geen dealer, Esc = annuleren</translation>
        </message>
        <message>
            <source>Hand for hand: on</source>
            <translation>Hand voor hand: aan</translation>
        </message>
        <message>
            <source>Hand for hand: off</source>
            <translation>Hand voor hand: uit</translation>
        </message>
        <message>
            <source>Level changed</source>
            <translation>Niveau gewijzigd</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Niets ongedaan te maken</translation>
        </message>
        <message>
            <source>{undone}. {bounties}</source>
            <translation>{undone}. {bounties}</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Ongedaan gemaakt: {action}</translation>
        </message>
        <message>
            <source>Close event {number}? Its result and money are then final.</source>
            <translation>Avond {number} afsluiten? De uitslag en het geld zijn dan definitief.</translation>
        </message>
        <message>
            <source>Close the night</source>
            <translation>De avond afsluiten</translation>
        </message>
        <message>
            <source>Closed event {number}.</source>
            <translation>Avond {number} afgesloten.</translation>
        </message>
        <message>
            <source>From the players' answers:</source>
            <translation>Uit de antwoorden van de spelers:</translation>
        </message>
        <message>
            <source>late cancels (the season's penalty applies): {players}</source>
            <translation>late afmeldingen (de straf van het seizoen geldt): {players}</translation>
        </message>
        <message>
            <source>going but not here, no-shows (the season's policy): {players}</source>
            <translation>aangemeld maar niet hier, niet verschenen (regel van het seizoen): {players}</translation>
        </message>
        <message>
            <source>Record them with the result?</source>
            <translation>Vastleggen met de uitslag?</translation>
        </message>
        <message>
            <source>Late cancels and no-shows</source>
            <translation>Late afmeldingen en niet verschenen</translation>
        </message>
        <message>
            <source>Deal recorded</source>
            <translation>Deal vastgelegd</translation>
        </message>
        <message>
            <source>Draw the seats first (Ctrl+D)</source>
            <translation>Loot eerst de stoelen (Ctrl+D)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tafelkaarten</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Tafelindeling</translation>
        </message>
    </context>
    <context>
        <name>NightCalls</name>
        <message>
            <source>the league is read-only</source>
            <translation>de competitie is alleen-lezen</translation>
        </message>
    </context>
    <context>
        <name>NightClock</name>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Start eerst een avond (Ctrl+Shift+S)</translation>
        </message>
        <message>
            <source>no night is running: start one on the Night screen</source>
            <translation>geen avond bezig: start er een op het avondscherm</translation>
        </message>
        <message>
            <source>Clock started</source>
            <translation>Klok gestart</translation>
        </message>
        <message>
            <source>Clock paused</source>
            <translation>Klok gepauzeerd</translation>
        </message>
        <message>
            <source>Clock running again</source>
            <translation>Klok loopt weer</translation>
        </message>
        <message>
            <source>A minute added</source>
            <translation>Een minuut erbij</translation>
        </message>
        <message>
            <source>A minute taken off</source>
            <translation>Een minuut eraf</translation>
        </message>
    </context>
    <context>
        <name>NightMenu</name>
        <message>
            <source>Start n&amp;ight</source>
            <translation>Avond &amp;starten</translation>
        </message>
        <message>
            <source>Dra&amp;w seats</source>
            <translation>Stoelen &amp;loten</translation>
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
            <translation>Avond af&amp;sluiten…</translation>
        </message>
    </context>
    <context>
        <name>NightView</name>
        <message>
            <source>Start night</source>
            <translation>Avond starten</translation>
        </message>
        <message>
            <source>Start the season's next night (Ctrl+Shift+S)</source>
            <translation>De volgende avond van het seizoen starten (Ctrl+Shift+S)</translation>
        </message>
        <message>
            <source>Draw seats</source>
            <translation>Stoelen loten</translation>
        </message>
        <message>
            <source>Seat everyone who arrived (Ctrl+D)</source>
            <translation>Iedereen die er is plaatsen (Ctrl+D)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Ongedaan maken</translation>
        </message>
        <message>
            <source>Take back the night's last action (Ctrl+Z)</source>
            <translation>De laatste actie van de avond terugdraaien (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Close night…</source>
            <translation>Avond afsluiten…</translation>
        </message>
        <message>
            <source>Check the result and close (Ctrl+Shift+C)</source>
            <translation>De uitslag controleren en afsluiten (Ctrl+Shift+C)</translation>
        </message>
        <message>
            <source>Seating view…</source>
            <translation>Plaatsingsweergave…</translation>
        </message>
        <message>
            <source>The seats, large, on a second screen</source>
            <translation>De stoelen, groot, op een tweede scherm</translation>
        </message>
        <message>
            <source>Print seats…</source>
            <translation>Stoelen afdrukken…</translation>
        </message>
        <message>
            <source>The seating chart (Ctrl+Shift+P) or table cards (Ctrl+Shift+T)</source>
            <translation>De tafelindeling (Ctrl+Shift+P) of tafelkaarten (Ctrl+Shift+T)</translation>
        </message>
        <message>
            <source>Seating chart…</source>
            <translation>Tafelindeling…</translation>
        </message>
        <message>
            <source>Table cards…</source>
            <translation>Tafelkaarten…</translation>
        </message>
        <message>
            <source>Deal…</source>
            <translation>Deal…</translation>
        </message>
        <message>
            <source>The players left share the prizes (Ctrl+Shift+D)</source>
            <translation>De overgebleven spelers verdelen de prijzen (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <source>Night:</source>
            <translation>Avond:</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z takes back the top one</source>
            <translation>De acties van de avond, nieuwste eerst: Ctrl+Z draait de bovenste terug</translation>
        </message>
        <message>
            <source>Said &amp;yes, not here yet (Enter: arrived)</source>
            <translation>Zei &amp;ja, nog niet hier (Enter: aangekomen)</translation>
        </message>
        <message>
            <source>Seat&amp;ing (Ctrl+R: the selected player rebuys)</source>
            <translation>Plaatsing (&amp;I) (Ctrl+R: de gekozen speler neemt een rebuy)</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Uitslagen</translation>
        </message>
        <message>
            <source>The night so far</source>
            <translation>De avond tot nu toe</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z undoes the top one</source>
            <translation>De acties van de avond, nieuwste eerst: Ctrl+Z maakt de bovenste ongedaan</translation>
        </message>
        <message>
            <source>Not done: {reason}</source>
            <translation>Niet gedaan: {reason}</translation>
        </message>
        <message>
            <source>Event {number} (running)</source>
            <translation>Avond {number} (bezig)</translation>
        </message>
        <message>
            <source>Event {number} is running</source>
            <translation>Avond {number} is bezig</translation>
        </message>
        <message>
            <source>Start night {number}</source>
            <translation>Avond {number} starten</translation>
        </message>
    </context>
    <context>
        <name>PhonesDialog</name>
        <message>
            <source>Players open this page on their phones, on the same Wi-Fi as this computer: the clock, the seats, the payouts and the standings; nothing can be changed there. Each player's own page (Players ▸ Personal link) is served too: there they answer for the next nights.</source>
            <translation>Spelers openen deze pagina op hun telefoon, op dezelfde wifi als deze computer: de klok, de stoelen, de uitbetalingen en de stand; daar kan niets worden gewijzigd. De eigen pagina van elke speler (Spelers ▸ Persoonlijke link) wordt ook aangeboden: daar antwoorden ze voor de volgende avonden.</translation>
        </message>
        <message>
            <source>{address} (this computer only)</source>
            <translation>{address} (alleen deze computer)</translation>
        </message>
        <message>
            <source>Players' Phones</source>
            <translation>Telefoons van spelers</translation>
        </message>
        <message>
            <source>Show the page on the local network</source>
            <translation>De pagina op het lokale netwerk tonen</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopiëren</translation>
        </message>
        <message>
            <source>Copy the address, to send it to the players</source>
            <translation>Het adres kopiëren om het naar de spelers te sturen</translation>
        </message>
        <message>
            <source>Players point their phone's camera here to open the page</source>
            <translation>Spelers richten de camera van hun telefoon hierop om de pagina te openen</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adres:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Poort:</translation>
        </message>
        <message>
            <source>{address}, used last time, is not this computer's address now.</source>
            <translation>{address}, de vorige keer gebruikt, is nu niet het adres van deze computer.</translation>
        </message>
        <message>
            <source>Players point their phone's camera at the code, or type this address in their browser (or you send it to them). Switching off and on again makes a new one.</source>
            <translation>Spelers richten de camera van hun telefoon op de code of typen dit adres in hun browser (of u stuurt het hun). Uit- en weer aanzetten maakt een nieuw adres.</translation>
        </message>
        <message>
            <source>{address} is this computer only: phones need a network address.</source>
            <translation>{address} is alleen deze computer: telefoons hebben een netwerkadres nodig.</translation>
        </message>
        <message>
            <source>The page is off.</source>
            <translation>De pagina staat uit.</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Gekopieerd.</translation>
        </message>
    </context>
    <context>
        <name>PhonesPublisher</name>
        <message>
            <source>Open a league first: the page shows its standings and its night.</source>
            <extracomment>Why the last snapshot could not be made ("" when it was). Why only the phone page is served, not the players' own pages ("" when they are).</extracomment>
            <translation>Open eerst een competitie: de pagina toont de stand en de avond.</translation>
        </message>
        <message>
            <source>The phones show the last good snapshot: {reason}</source>
            <translation>De telefoons tonen de laatste goede momentopname: {reason}</translation>
        </message>
        <message>
            <source>This league is read-only: the players' own pages are not served.</source>
            <translation>Deze competitie is alleen-lezen: de eigen pagina's van de spelers worden niet aangeboden.</translation>
        </message>
        <message>
            <source>The players' own pages are not served: {reason}</source>
            <translation>De eigen pagina's van de spelers worden niet aangeboden: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PrintSeating</name>
        <message>
            <source>Event {number}: seats at level {level}, {left} of {entries} players left</source>
            <translation>Avond {number}: stoelen op niveau {level}, {left} van {entries} spelers over</translation>
        </message>
        <message>
            <source>{league} — {season} — Seating</source>
            <translation>{league} — {season} — Plaatsing</translation>
        </message>
        <message>
            <source>{league} — {season} — Table cards</source>
            <translation>{league} — {season} — Tafelkaarten</translation>
        </message>
        <message>
            <source>Event {number}, seats at level {level}</source>
            <translation>Avond {number}, stoelen op niveau {level}</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Tafelindeling</translation>
        </message>
    </context>
    <context>
        <name>SeatingWindow</name>
        <message>
            <source>Seating — leaguemgr</source>
            <translation>Plaatsing — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to (F11: full screen)</source>
            <translation>Het scherm waar dit venster naartoe gaat (F11: volledig scherm)</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Scherm {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>beeldscherm</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Geen avond bezig</translation>
        </message>
        <message>
            <source>Event {number} — level {level} — {left} of {entries} left</source>
            <translation>Avond {number} — niveau {level} — {left} van {entries} over</translation>
        </message>
        <message>
            <source>{count} arrived — seats not drawn yet</source>
            <translation>{count} aangekomen — stoelen nog niet geloot</translation>
        </message>
        <message>
            <source>Moves: {moves}</source>
            <translation>Verplaatsingen: {moves}</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Tafel {table}</translation>
        </message>
    </context>
    <context>
        <name>SeatsModel</name>
        <message>
            <source>Table</source>
            <translation>Tafel</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Stoel</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Kaart</translation>
        </message>
        <message>
            <source>{name} (absent)</source>
            <translation>{name} (afwezig)</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Premie</translation>
        </message>
    </context>
    <context>
        <name>TvLinkDialog</name>
        <message>
            <source>Open this address in the browser of any TV or computer on the same Wi-Fi as this computer: it shows the big screen, the clock, the blinds, the payouts and the tiles, and follows the night within a second. Most browsers go full screen with F11.</source>
            <translation>Open dit adres in de browser van een tv of computer op dezelfde wifi als deze computer: het toont het grote scherm, de klok, de blinds, de uitbetalingen en de tegels, en volgt de avond binnen een seconde. De meeste browsers gaan met F11 naar volledig scherm.</translation>
        </message>
        <message>
            <source>The TV's page is served with the players' phone page, which is off.</source>
            <translation>De tv-pagina wordt aangeboden met de telefoonpagina van de spelers, die uit staat.</translation>
        </message>
        <message>
            <source>Point the TV's or tablet's camera at the code, or type the address. Switching the phone page off and on again makes a new one.</source>
            <translation>Richt de camera van de tv of tablet op de code, of typ het adres. De telefoonpagina uit- en weer aanzetten maakt een nieuw adres.</translation>
        </message>
        <message>
            <source>{address} is this computer only: a TV needs a network address.</source>
            <translation>{address} is alleen deze computer: een tv heeft een netwerkadres nodig.</translation>
        </message>
        <message>
            <source>TV by Link</source>
            <translation>Tv via link</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopiëren</translation>
        </message>
        <message>
            <source>Copy the TV's address</source>
            <translation>Het adres van de tv kopiëren</translation>
        </message>
        <message>
            <source>Start the Phone Page</source>
            <translation>Telefoonpagina starten</translation>
        </message>
        <message>
            <source>Serve the phone page, and the TV's with it, as last time</source>
            <translation>De telefoonpagina, en daarmee die van de tv, aanbieden zoals de vorige keer</translation>
        </message>
        <message>
            <source>A TV's or tablet's camera opens the page from here</source>
            <translation>De camera van een tv of tablet opent de pagina vanaf hier</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Gekopieerd.</translation>
        </message>
    </context>
</TS>
