<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>ChampionshipCommands</name>
        <message>
            <source>{player} declines the championship</source>
            <translation>{player} lehnt die Meisterschaft ab</translation>
        </message>
        <message>
            <source>Invite {player} to the championship again</source>
            <translation>{player} erneut zur Meisterschaft einladen</translation>
        </message>
        <message>
            <source>{player} accepts the make-up buy-in</source>
            <translation>{player} nimmt das Nachzahlungs-Buy-in an</translation>
        </message>
        <message>
            <source>{player} withdraws the make-up buy-in</source>
            <translation>{player} zieht das Nachzahlungs-Buy-in zurück</translation>
        </message>
        <message>
            <source>Remove {player}'s make-up buy-in</source>
            <translation>Nachzahlungs-Buy-in von {player} entfernen</translation>
        </message>
        <message>
            <source>Draw between {players}</source>
            <translation>Auslosung zwischen {players}</translation>
        </message>
        <message>
            <source>Record the championship result</source>
            <translation>Ergebnis der Meisterschaft erfassen</translation>
        </message>
        <message>
            <source>Clear the championship result</source>
            <translation>Ergebnis der Meisterschaft löschen</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipLabels</name>
        <message>
            <source>{status}: {fee} for 1 missed event</source>
            <translation>{status}: {fee} für 1 verpasstes Turnier</translation>
        </message>
        <message>
            <source>{status}: {fee} for {count} missed events</source>
            <translation>{status}: {fee} für {count} verpasste Turniere</translation>
        </message>
        <message>
            <source>{status} by make-up ({fee})</source>
            <translation>{status} durch Nachzahlung ({fee})</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Make-up</source>
            <translation>Nachzahlung</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipModels</name>
        <message>
            <source>Seat</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Via</source>
            <translation>Über</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Gebühr</translation>
        </message>
        <message>
            <source>Bonus chips</source>
            <translation>Bonus-Chips</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Startstack</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Auszahlung</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>Type the finish (1 = champion); leave empty for a player who did not play</source>
            <extracomment>Finishes are shown, not edited (a read-only league).</extracomment>
            <translation>Platzierung eingeben (1 = Meister); leer lassen für einen Spieler, der nicht gespielt hat</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipResultPanel</name>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Save result</source>
            <translation>Ergebnis speichern</translation>
        </message>
        <message>
            <source>Clear finishes</source>
            <translation>Platzierungen leeren</translation>
        </message>
        <message>
            <source>Delete result</source>
            <translation>Ergebnis löschen</translation>
        </message>
        <message>
            <source>Remove the recorded championship event (undoable)</source>
            <translation>Das erfasste Meisterschaftsturnier entfernen (rückgängig machbar)</translation>
        </message>
        <message>
            <source>Type each player's finish (1 = champion; equal numbers for a tie).</source>
            <translation>Platzierung jedes Spielers eingeben (1 = Meister; gleiche Zahlen bei Gleichstand).</translation>
        </message>
        <message>
            <source>Type at least one finish before saving.</source>
            <translation>Vor dem Speichern mindestens eine Platzierung eingeben.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Nicht gespeichert: {reason}</translation>
        </message>
        <message>
            <source>Finishes changed: press Save result to record them.</source>
            <translation>Platzierungen geändert: „Ergebnis speichern“ drücken, um sie zu erfassen.</translation>
        </message>
        <message>
            <source>Recorded as event {number} of the season.</source>
            <translation>Erfasst als Turnier {number} der Saison.</translation>
        </message>
        <message>
            <source>No result recorded yet.</source>
            <translation>Noch kein Ergebnis erfasst.</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipRulesForm</name>
        <message>
            <source>Championship</source>
            <translation>Meisterschaft</translation>
        </message>
        <message>
            <source>Subs may play the championship</source>
            <translation>Ersatzspieler dürfen die Meisterschaft spielen</translation>
        </message>
        <message>
            <source>Make-up buy-in ({money} per missed event)</source>
            <translation>Nachzahlungs-Buy-in ({money} pro verpasstem Abend)</translation>
        </message>
        <message>
            <source>Bonus chips (% of chips in play)</source>
            <translation>Bonus-Chips (% der Chips im Spiel)</translation>
        </message>
        <message>
            <source>Bonus chips per season point</source>
            <translation>Bonus-Chips pro Saisonpunkt</translation>
        </message>
        <message>
            <source>The fund whose set-asides make the championship pool</source>
            <translation>Der Topf, dessen Rücklagen das Preisgeld der Meisterschaft bilden</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <source>Minimum events</source>
            <translation>Mindestzahl Abende</translation>
        </message>
        <message>
            <source>Buy-in ({money})</source>
            <translation>Buy-in ({money})</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Start-Chips</translation>
        </message>
        <message>
            <source>Smallest chip</source>
            <translation>Kleinster Chip</translation>
        </message>
        <message>
            <source>Pool from fund</source>
            <translation>Preisgeld aus Topf</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipView</name>
        <message>
            <source>Dra&amp;w…</source>
            <extracomment>Finishes typed into the result and not saved came or went (for the status bar).</extracomment>
            <translation>&amp;Auslosen…</translation>
        </message>
        <message>
            <source>Order the players tied at the cut by a draw</source>
            <translation>Die an der Grenze gleichauf liegenden Spieler per Los ordnen</translation>
        </message>
        <message>
            <source>Decline seat</source>
            <translation>Platz ablehnen</translation>
        </message>
        <message>
            <source>The selected player declines; the next eligible player is invited</source>
            <translation>Der gewählte Spieler lehnt ab; der nächste berechtigte Spieler wird eingeladen</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Spieler filtern…</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Tick a player who pays the make-up buy-in to take a seat.</source>
            <translation>Einen Spieler ankreuzen, der das Nachzahlungs-Buy-in für einen Platz zahlt.</translation>
        </message>
        <message>
            <source>Make-up offers</source>
            <translation>Angebote zur Nachzahlung</translation>
        </message>
        <message>
            <source>Invite again</source>
            <translation>Erneut einladen</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Abgelehnt</translation>
        </message>
        <message>
            <source>Remove make-up (Del)</source>
            <translation>Nachzahlung entfernen (Entf)</translation>
        </message>
        <message>
            <source>Take away the selected make-up buy-in: the standings no longer offer it</source>
            <translation>Das gewählte Nachzahlungs-Buy-in wegnehmen: die Rangliste bietet es nicht mehr an</translation>
        </message>
        <message>
            <source>Recorded, but the standings no longer offer them: each joins neither the field nor the pool. Select one and press Delete to remove it.</source>
            <translation>Erfasst, aber die Rangliste bietet sie nicht mehr an: keine zählt zum Feld oder zum Preisgeld. Eine wählen und Entf drücken, um sie zu entfernen.</translation>
        </message>
        <message>
            <source>Make-ups no longer offered</source>
            <translation>Nachzahlungen nicht mehr angeboten</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Preisgeld</translation>
        </message>
        <message>
            <source>Payouts by place</source>
            <translation>Auszahlungen nach Platz</translation>
        </message>
        <message>
            <source>The championship result has unsaved finishes</source>
            <translation>Das Ergebnis der Meisterschaft hat ungespeicherte Platzierungen</translation>
        </message>
        <message>
            <source>{season} has no championship. Set one up under Season setup.</source>
            <translation>{season} hat keine Meisterschaft. Richten Sie eine in der Saisoneinrichtung ein.</translation>
        </message>
        <message>
            <source>Championship of {season}: {filled} of {seats} seats filled, pool {pool}, starting stack {chips} chips plus bonus chips.</source>
            <translation>Meisterschaft der {season}: {filled} von {seats} Plätzen besetzt, Preisgeld {pool}, Startstack {chips} Chips plus Bonus-Chips.</translation>
        </message>
        <message>
            <source>Tied for the last seat: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Gleichauf um den letzten Platz: {players}. Den Platz auslosen oder eine Absage erfassen; Nachzahlungsangebote warten bis dahin.</translation>
        </message>
        <message>
            <source>Tied for the last seat and not separated by {rule}: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Gleichauf um den letzten Platz und nicht getrennt durch {rule}: {players}. Den Platz auslosen oder eine Absage erfassen; Nachzahlungsangebote warten bis dahin.</translation>
        </message>
        <message>
            <source>{player}: {fee} for 1 missed event</source>
            <translation>{player}: {fee} für 1 verpasstes Turnier</translation>
        </message>
        <message>
            <source>{player}: {fee} for {count} missed events</source>
            <translation>{player}: {fee} für {count} verpasste Turniere</translation>
        </message>
        <message>
            <source>No make-up offers: every seat is taken or none are allowed.</source>
            <translation>Keine Nachzahlungsangebote: alle Plätze sind besetzt oder keine sind erlaubt.</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the season's last regular event. Until then, what each player still needs:</source>
            <translation>{progress}: Nachzahlungs-Buy-ins werden nach dem letzten regulären Turnier der Saison angeboten. Bis dahin, was jedem Spieler noch fehlt:</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the last event.</source>
            <translation>{progress}: Nachzahlungs-Buy-ins werden nach dem letzten Turnier angeboten.</translation>
        </message>
        <message>
            <source>(The season's length is an estimate: set {field} in Season setup.)</source>
            <translation>(Die Länge der Saison ist geschätzt: „{field}“ in der Saisoneinrichtung festlegen.)</translation>
        </message>
        <message>
            <source>Select a player who changed their mind and press Invite again.</source>
            <translation>Einen Spieler wählen, der es sich anders überlegt hat, und „Erneut einladen“ drücken.</translation>
        </message>
        <message>
            <source>Nobody has declined. Select a player in the field and press Decline seat.</source>
            <translation>Niemand hat abgelehnt. Einen Spieler im Feld wählen und „Platz ablehnen“ drücken.</translation>
        </message>
        <message>
            <source>{source}:</source>
            <translation>{source}:</translation>
        </message>
        <message>
            <source>Total pool:</source>
            <translation>Preisgeld gesamt:</translation>
        </message>
    </context>
    <context>
        <name>ChipsForm</name>
        <message>
            <source>Chips</source>
            <translation>Chips</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Startstack</translation>
        </message>
        <message>
            <source>On-time bonus</source>
            <translation>Pünktlichkeitsbonus</translation>
        </message>
        <message>
            <source>Exact-change bonus</source>
            <translation>Bonus für passendes Geld</translation>
        </message>
        <message>
            <source>Rebuy chips</source>
            <translation>Rebuy-Chips</translation>
        </message>
        <message>
            <source>Add-on chips</source>
            <translation>Add-on-Chips</translation>
        </message>
    </context>
    <context>
        <name>DrawDialog</name>
        <message>
            <source>Draw for the last seats</source>
            <translation>Auslosung der letzten Plätze</translation>
        </message>
        <message>
            <source>&amp;Draw at random</source>
            <translation>&amp;Zufällig auslosen</translation>
        </message>
        <message>
            <source>A fair draw by the computer's random source</source>
            <translation>Eine faire Auslosung durch den Zufallsgenerator des Computers</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>Nach &amp;oben</translation>
        </message>
        <message>
            <source>Move do&amp;wn</source>
            <translation>Nach &amp;unten</translation>
        </message>
        <message>
            <source>Draw at random, or put the players in the order drawn with cards at the table (first drawn first). The standings and the cut follow the order recorded; Edit ▸ Undo takes it back.</source>
            <translation>Zufällig auslosen oder die Spieler in die am Tisch mit Karten geloste Reihenfolge bringen (zuerst Gezogener zuerst). Rangliste und Grenze folgen der erfassten Reihenfolge; Bearbeiten ▸ Rückgängig nimmt sie zurück.</translation>
        </message>
        <message>
            <source>Record the draw</source>
            <translation>Auslosung erfassen</translation>
        </message>
        <message>
            <source>Drawn at random. OK records this order.</source>
            <translation>Zufällig gelost. OK erfasst diese Reihenfolge.</translation>
        </message>
    </context>
    <context>
        <name>DuesForm</name>
        <message>
            <source>Nothing: dues are only money owed</source>
            <translation>Nichts: Beiträge sind nur geschuldetes Geld</translation>
        </message>
        <message>
            <source>Points: no points after the due event until paid</source>
            <translation>Punkte: keine Punkte nach dem Fälligkeitsturnier bis zur Zahlung</translation>
        </message>
        <message>
            <source>Championship: not eligible unless paid by the last event</source>
            <translation>Meisterschaft: nicht teilnahmeberechtigt, wenn nicht bis zum letzten Turnier bezahlt</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Beiträge</translation>
        </message>
        <message>
            <source>Every player who plays a regular event is charged the dues once</source>
            <translation>Jeder Spieler, der ein reguläres Turnier spielt, zahlt den Beitrag einmal</translation>
        </message>
        <message>
            <source>Dues per player ({money})</source>
            <translation>Beitrag pro Spieler ({money})</translation>
        </message>
        <message>
            <source>Due by event</source>
            <translation>Fällig bis Turnier</translation>
        </message>
        <message>
            <source>Unpaid dues cost</source>
            <translation>Unbezahlte Beiträge kosten</translation>
        </message>
        <message>
            <source>Subs pay dues too</source>
            <translation>Ersatzspieler zahlen auch Beiträge</translation>
        </message>
        <message>
            <source>Subs</source>
            <translation>Ersatzspieler</translation>
        </message>
    </context>
    <context>
        <name>FormulaEdit</name>
        <message>
            <source>the formula cannot be checked ({error})</source>
            <translation>die Formel lässt sich nicht prüfen ({error})</translation>
        </message>
    </context>
    <context>
        <name>FundsView</name>
        <message>
            <source>Funds: what each one feeds</source>
            <translation>Töpfe: was jeder speist</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Topf</translation>
        </message>
        <message>
            <source>Feeds</source>
            <translation>Speist</translation>
        </message>
        <message>
            <source>So far</source>
            <translation>Bisher</translation>
        </message>
        <message>
            <source>Rename fund…</source>
            <translation>Topf umbenennen…</translation>
        </message>
        <message>
            <source>Rename the selected fund here and in the nights already closed (one edit)</source>
            <translation>Den gewählten Topf hier und in den bereits abgeschlossenen Abenden umbenennen (eine Änderung)</translation>
        </message>
        <message>
            <source>New name of fund '{fund}':</source>
            <translation>Neuer Name des Topfs „{fund}“:</translation>
        </message>
        <message>
            <source>Rename fund</source>
            <translation>Topf umbenennen</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>Rename fund {old} to {new}</source>
            <translation>Topf {old} in {new} umbenennen</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules and in the nights already closed. This money moves with the name:</source>
            <translation>Topf „{old}“ in „{new}“ umbenennen, in den Regeln der Saison {season} und in den bereits abgeschlossenen Abenden. Dieses Geld wandert mit dem Namen:</translation>
        </message>
        <message>
            <source>Event {number}: {amount}</source>
            <translation>Turnier {number}: {amount}</translation>
        </message>
        <message>
            <source>In all: {amount}</source>
            <translation>Insgesamt: {amount}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules. No closed night has put money into it yet.</source>
            <translation>Topf „{old}“ in „{new}“ umbenennen, in den Regeln der Saison {season}. Noch kein abgeschlossener Abend hat Geld hineingelegt.</translation>
        </message>
        <message>
            <source>Renamed, '{new}' feeds {feeds}.</source>
            <translation>Umbenannt speist „{new}“ {feeds}.</translation>
        </message>
        <message>
            <source>Edit ▸ Undo puts the old name back.</source>
            <translation>Bearbeiten ▸ Rückgängig stellt den alten Namen wieder her.</translation>
        </message>
    </context>
    <context>
        <name>GenerateDialog</name>
        <message>
            <source> min</source>
            <translation> Min.</translation>
        </message>
        <message>
            <source>Generate a blind structure</source>
            <translation>Blindstruktur erzeugen</translation>
        </message>
        <message>
            <source> h</source>
            <translation> Std.</translation>
        </message>
        <message>
            <source>no breaks</source>
            <translation>keine Pausen</translation>
        </message>
        <message>
            <source>Levels have an &amp;ante</source>
            <translation>Stufen mit &amp;Ante</translation>
        </message>
        <message>
            <source>&amp;Starting stack</source>
            <translation>&amp;Startstack</translation>
        </message>
        <message>
            <source>S&amp;mallest chip</source>
            <translation>&amp;Kleinster Chip</translation>
        </message>
        <message>
            <source>&amp;Level length</source>
            <translation>&amp;Stufendauer</translation>
        </message>
        <message>
            <source>&amp;Target length</source>
            <translation>&amp;Ziel-Dauer</translation>
        </message>
        <message>
            <source>&amp;Break every</source>
            <translation>&amp;Pause alle</translation>
        </message>
        <message>
            <source>Break le&amp;ngth</source>
            <translation>Pausen&amp;dauer</translation>
        </message>
        <message>
            <source>The generated levels replace every row of the structure.</source>
            <translation>Die erzeugten Stufen ersetzen jede Zeile der Struktur.</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Erzeugen</translation>
        </message>
        <message>
            <source>Not generated: {problem}</source>
            <translation>Nicht erzeugt: {problem}</translation>
        </message>
    </context>
    <context>
        <name>KnockoutForm</name>
        <message>
            <source>None</source>
            <translation>Keines</translation>
        </message>
        <message>
            <source>Fixed: the hitman takes the whole bounty</source>
            <translation>Fest: der Eliminierer erhält das ganze Kopfgeld</translation>
        </message>
        <message>
            <source>Progressive: part paid, the rest onto the hitman's head</source>
            <translation>Progressiv: ein Teil ausgezahlt, der Rest auf den Kopf des Eliminierers</translation>
        </message>
        <message>
            <source>Knockout bounty</source>
            <translation>Knockout-Kopfgeld</translation>
        </message>
        <message>
            <source>Every buy-in and rebuy buys a bounty on the player's head, paid to whoever knocks them out; the bounties are taken from the gross before the set-asides</source>
            <translation>Jedes Buy-in und jeder Rebuy kauft ein Kopfgeld auf den Spieler, das erhält, wer ihn ausschaltet; die Kopfgelder werden vor den Rücklagen von den Einnahmen abgezogen</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
        </message>
        <message>
            <source>Bounty per head ({money})</source>
            <translation>Kopfgeld pro Kopf ({money})</translation>
        </message>
        <message>
            <source>Paid at once (%)</source>
            <translation>Sofort ausgezahlt (%)</translation>
        </message>
        <message>
            <source>1 entry at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>1 Teilnahme zu {buyin}: zuerst {bounties} Kopfgeld, Preisgeld {pool}</translation>
        </message>
        <message>
            <source>{count} entries at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>{count} Teilnahmen zu {buyin}: zuerst {bounties} Kopfgeld, Preisgeld {pool}</translation>
        </message>
    </context>
    <context>
        <name>NewSeasonWizard</name>
        <message>
            <source>New season</source>
            <translation>Neue Saison</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Anlegen</translation>
        </message>
        <message>
            <source>&lt; Bac&amp;k</source>
            <translation>&lt; &amp;Zurück</translation>
        </message>
        <message>
            <source>Buy-in, rebuys and add-ons</source>
            <translation>Buy-in, Rebuys und Add-ons</translation>
        </message>
        <message>
            <source>What a player pays. Tick the box if a player may rebuy or add on, not both. A knockout bounty is part of the buy-in: "{money}40 + {money}10 KO" is a {money}50 buy-in with a {money}10 bounty.</source>
            <translation>Was ein Spieler zahlt. Kreuzen Sie das Kästchen an, wenn ein Spieler einen Rebuy oder ein Add-on nehmen darf, nicht beides. Ein Knockout-Kopfgeld ist Teil des Buy-ins: „{money}40 + {money}10 KO“ ist ein Buy-in von {money}50 mit {money}10 Kopfgeld.</translation>
        </message>
        <message>
            <source>What is set aside</source>
            <translation>Was zurückgelegt wird</translation>
        </message>
        <message>
            <source>Money taken from each night into a fund before the payouts: a championship, a trip, the expenses. Nothing is set aside until you add a row; name the fund after its purpose, the Championship step says which fund pays its pool.</source>
            <translation>Geld, das jeden Abend vor den Auszahlungen in einen Topf geht: eine Meisterschaft, eine Reise, die Ausgaben. Nichts wird zurückgelegt, bis Sie eine Zeile hinzufügen; benennen Sie den Topf nach seinem Zweck, der Schritt Meisterschaft sagt, welcher Topf ihr Preisgeld zahlt.</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Auszahlungen</translation>
        </message>
        <message>
            <source>The percent of the pool paid to each place, by the size of the field.</source>
            <translation>Der Prozentsatz des Preisgelds für jeden Platz, nach Größe des Feldes.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>How a night scores: a formula over the night's figures (prize, n, place, buyin …), a table by place, or the Neau formula. The preview is a real night worked out by the rules of the steps before.</source>
            <translation>Wie ein Abend Punkte gibt: eine Formel über die Zahlen des Abends (prize, n, place, buyin …), eine Tabelle nach Platz oder die Neau-Formel. Die Vorschau ist ein echter Abend, berechnet nach den Regeln der vorigen Schritte.</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Meisterschaft</translation>
        </message>
        <message>
            <source>A playoff for the top of the standings, if the league has one: its seats, the fund that pays its pool, and its starting stacks (bonus chips per season point for stacks = points x N).</source>
            <translation>Ein Finalturnier für die Spitze der Rangliste, falls die Liga eines hat: seine Plätze, der Topf, der sein Preisgeld zahlt, und seine Startstacks (Bonus-Chips pro Saisonpunkt für Stacks = Punkte x N).</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Saison und Rangliste</translation>
        </message>
        <message>
            <source>How many regular nights the season will hold ("after 3 of 10 events"; left at its first value, the app estimates it from the dates), and how players level on points are ordered: count-back, a draw, or net winnings.</source>
            <translation>Wie viele reguläre Abende die Saison hat („nach 3 von 10 Turnieren“; beim ersten Wert belassen, schätzt die App sie aus den Daten) und wie punktgleiche Spieler geordnet werden: Vergleich der Platzierungen, Los oder Nettogewinn.</translation>
        </message>
    </context>
    <context>
        <name>NightForm</name>
        <message>
            <source>Random open seat</source>
            <translation>Zufälliger freier Platz</translation>
        </message>
        <message>
            <source>Seat 3, largest short table</source>
            <translation>Platz 3, größter unvollständiger Tisch</translation>
        </message>
        <message>
            <source>A knockout each</source>
            <translation>Je ein Knockout</translation>
        </message>
        <message>
            <source>Half a knockout each</source>
            <translation>Je ein halber Knockout</translation>
        </message>
        <message>
            <source>at most {count} redraws</source>
            <translation>höchstens {count} Neuauslosungen</translation>
        </message>
        <message>
            <source>Night: tables, rebuys, absent players</source>
            <translation>Abend: Tische, Rebuys, Abwesende</translation>
        </message>
        <message>
            <source>Unticked: the nights run the AZ way with a bounty or dealer credits, else the FNC way</source>
            <translation>Nicht angekreuzt: die Abende laufen wie bei AZ mit Kopfgeld oder Dealer-Gutschriften, sonst wie bei FNC</translation>
        </message>
        <message>
            <source> players</source>
            <translation> Spieler</translation>
        </message>
        <message>
            <source>Drawn as cards</source>
            <translation>Mit Karten gelost</translation>
        </message>
        <message>
            <source>One card per seat: the suit names the table, Ace = button</source>
            <translation>Eine Karte pro Platz: die Farbe nennt den Tisch, Ass = Button</translation>
        </message>
        <message>
            <source>e.g. 18, 10</source>
            <translation>z. B. 18, 10</translation>
        </message>
        <message>
            <source>Counts of players left at which the whole field is drawn again, instead of breaking tables</source>
            <translation>Spielerzahlen, bei denen das ganze Feld neu ausgelost wird, statt Tische aufzulösen</translation>
        </message>
        <message>
            <source>all night</source>
            <translation>den ganzen Abend</translation>
        </message>
        <message>
            <source>In the bust's level only</source>
            <translation>Nur in der Stufe des Ausscheidens</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nie</translation>
        </message>
        <message>
            <source> min</source>
            <translation> Min.</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Unbegrenzt</translation>
        </message>
        <message>
            <source>Table si&amp;ze</source>
            <translation>Tisch&amp;größe</translation>
        </message>
        <message>
            <source>One table up to</source>
            <translation>Ein Tisch bis</translation>
        </message>
        <message>
            <source>Seat draw</source>
            <translation>Platzauslosung</translation>
        </message>
        <message>
            <source>Redraws at</source>
            <translation>Neu auslosen bei</translation>
        </message>
        <message>
            <source>Late seat</source>
            <translation>Platz für Späteinsteiger</translation>
        </message>
        <message>
            <source>Rebuys until level</source>
            <translation>Rebuys bis Stufe</translation>
        </message>
        <message>
            <source>Rebuy timing</source>
            <translation>Zeitpunkt des Rebuys</translation>
        </message>
        <message>
            <source>Two hitmen</source>
            <translation>Zwei Eliminierer</translation>
        </message>
        <message>
            <source>Late entry until level</source>
            <translation>Späteinstieg bis Stufe</translation>
        </message>
        <message>
            <source>Absent chips off at level</source>
            <translation>Chips Abwesender weg ab Stufe</translation>
        </message>
        <message>
            <source>Absent player forfeits</source>
            <translation>Abwesender scheidet aus nach</translation>
        </message>
        <message>
            <source>Add-ons per entry</source>
            <translation>Add-ons pro Teilnahme</translation>
        </message>
    </context>
    <context>
        <name>Ordinal</name>
        <message>
            <source>1st</source>
            <translation>1.</translation>
        </message>
        <message>
            <source>{place}st</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>{place}nd</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>{place}rd</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>{place}th</source>
            <translation>{place}.</translation>
        </message>
    </context>
    <context>
        <name>PayoutTableEditor</name>
        <message>
            <source>1 cent</source>
            <translation>1 Cent</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Eigene</translation>
        </message>
        <message>
            <source>Payout table (percent of the pool by place)</source>
            <translation>Auszahlungstabelle (Prozent des Preisgelds nach Platz)</translation>
        </message>
        <message>
            <source>Add ro&amp;w</source>
            <translation>&amp;Zeile hinzufügen</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Zeile entfernen</translation>
        </message>
        <message>
            <source>Add &amp;place</source>
            <translation>&amp;Platz hinzufügen</translation>
        </message>
        <message>
            <source>Remove place</source>
            <translation>Platz entfernen</translation>
        </message>
        <message>
            <source>Round each payout to</source>
            <translation>Jede Auszahlung runden auf</translation>
        </message>
        <message>
            <source>e.g. 0.25</source>
            <translation>z. B. 0,25</translation>
        </message>
        <message>
            <source>enter whole numbers of entries</source>
            <translation>ganze Teilnehmerzahlen eingeben</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>Sum</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>{place} place has no percentage</source>
            <translation>Platz {place} hat keinen Prozentsatz</translation>
        </message>
        <message>
            <source>{place} place: {problem}</source>
            <translation>Platz {place}: {problem}</translation>
        </message>
        <message>
            <source>Row {range} adds up to {total}%, not 100%</source>
            <translation>Zeile {range} ergibt {total} %, nicht 100 %</translation>
        </message>
        <message>
            <source>Row {range}: {problem}</source>
            <translation>Zeile {range}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>PointsByField</name>
        <message>
            <source>line {line} is not like '{example}'</source>
            <translation>Zeile {line} hat nicht die Form „{example}“</translation>
        </message>
        <message>
            <source>line {line}: '{points}' are not points by place</source>
            <translation>Zeile {line}: „{points}“ sind keine Punkte nach Platz</translation>
        </message>
        <message>
            <source>line {line}: {low} entries is more than {high}</source>
            <translation>Zeile {line}: {low} Teilnehmer sind mehr als {high}</translation>
        </message>
        <message>
            <source>type one range of field sizes a line, e.g. {example}</source>
            <translation>eine Spanne von Feldgrößen pro Zeile eingeben, z. B. {example}</translation>
        </message>
    </context>
    <context>
        <name>PointsEditor</name>
        <message>
            <source>Neau formula (Fish 'N' Chips)</source>
            <translation>Neau-Formel (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Fixed points by place + participation</source>
            <translation>Feste Punkte nach Platz + Teilnahme</translation>
        </message>
        <message>
            <source>A table by field size</source>
            <translation>Eine Tabelle nach Teilnehmerzahl</translation>
        </message>
        <message>
            <source>Custom formula</source>
            <translation>Eigene Formel</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Points b&amp;y</source>
            <translation>Punkte &amp;nach</translation>
        </message>
        <message>
            <source>Places</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <source>Participation</source>
            <translation>Teilnahme</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tabellen</translation>
        </message>
        <message>
            <source>For&amp;mula</source>
            <translation>For&amp;mel</translation>
        </message>
        <message>
            <source>Variables: {names}. Functions: {functions}; x if condition else y.</source>
            <translation>Variablen: {names}. Funktionen: {functions}; x if Bedingung else y.</translation>
        </message>
        <message>
            <source>every result</source>
            <translation>jedes Ergebnis</translation>
        </message>
        <message>
            <source> best results</source>
            <translation> beste Ergebnisse</translation>
        </message>
        <message>
            <source>Season &amp;counts</source>
            <translation>Saison &amp;zählt</translation>
        </message>
        <message>
            <source>Preview for a field of</source>
            <translation>Vorschau für ein Feld von</translation>
        </message>
        <message>
            <source> entries</source>
            <translation> Teilnahmen</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>No preview: {problem}</source>
            <translation>Keine Vorschau: {problem}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys</source>
            <translation>je {buyin}, keine Rebuys</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: {bounties} in knockout bounties first, a pool of {pool}</source>
            <translation>je {buyin}, keine Rebuys: zuerst {bounties} Knockout-Kopfgeld, Preisgeld {pool}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: a pool of {pool}</source>
            <translation>je {buyin}, keine Rebuys: Preisgeld {pool}</translation>
        </message>
        <message>
            <source>points of 1st, 2nd, 3rd … e.g. {example}</source>
            <translation>Punkte für Platz 1, 2, 3 … z. B. {example}</translation>
        </message>
    </context>
    <context>
        <name>PoliciesForm</name>
        <message>
            <source>No season penalty</source>
            <translation>Keine Strafe in der Saison</translation>
        </message>
        <message>
            <source>Forfeits all season points (Fish 'N' Chips)</source>
            <translation>Verliert alle Saisonpunkte (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Not eligible for the championship (Azwine)</source>
            <translation>Nicht teilnahmeberechtigt an der Meisterschaft (Azwine)</translation>
        </message>
        <message>
            <source>Nobody (first winner)</source>
            <translation>Niemand (erster Sieger)</translation>
        </message>
        <message>
            <source>Attendance, bounty and dealers</source>
            <translation>Anwesenheit, Kopfgeld und Dealer</translation>
        </message>
        <message>
            <source>Late cancel costs the points of the last finisher</source>
            <translation>Kostet die Punkte des Letztplatzierten</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Späte Absage</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Nichterscheinen</translation>
        </message>
        <message>
            <source>Dealers earn free entries (3 full or 6 half games)</source>
            <translation>Freie Teilnahmen für Dealer (3 ganze oder 6 halbe Spiele)</translation>
        </message>
        <message>
            <source>Dealer credits</source>
            <translation>Dealer-Gutschriften</translation>
        </message>
        <message>
            <source>Bounty on the previous event's winner</source>
            <translation>Kopfgeld auf den Sieger des letzten Turniers</translation>
        </message>
        <message>
            <source>Set aside per event ({money})</source>
            <translation>Rücklage pro Turnier ({money})</translation>
        </message>
        <message>
            <source>First event's target</source>
            <translation>Ziel beim ersten Turnier</translation>
        </message>
    </context>
    <context>
        <name>PricesForm</name>
        <message>
            <source>Prices</source>
            <translation>Preise</translation>
        </message>
        <message>
            <source>&amp;Buy-in ({money})</source>
            <translation>&amp;Buy-in ({money})</translation>
        </message>
        <message>
            <source>&amp;Rebuy ({money})</source>
            <translation>&amp;Rebuy ({money})</translation>
        </message>
        <message>
            <source>A&amp;dd-on ({money})</source>
            <translation>A&amp;dd-on ({money})</translation>
        </message>
        <message>
            <source>&amp;Unlimited</source>
            <translation>&amp;Unbegrenzt</translation>
        </message>
        <message>
            <source>Max rebuys per entry</source>
            <translation>Max. Rebuys pro Teilnahme</translation>
        </message>
        <message>
            <source>A rebuy or an add-on, not both</source>
            <translation>Rebuy oder Add-on, nicht beides</translation>
        </message>
        <message>
            <source>Nights are played to a cash-out</source>
            <translation>Abende enden mit Auszahlung der Chips (Cash-out)</translation>
        </message>
        <message>
            <source>Every player's chips are cashed out at the end: the event editor asks each player's cash-out, the finishes follow from them and no payout table is used</source>
            <translation>Die Chips jedes Spielers werden am Ende ausgezahlt: der Turnier-Editor fragt jeden Cash-out ab, die Platzierungen ergeben sich daraus und keine Auszahlungstabelle wird verwendet</translation>
        </message>
    </context>
    <context>
        <name>SampleLine</name>
        <message>
            <source>Sample night of</source>
            <translation>Beispielabend mit</translation>
        </message>
        <message>
            <source> players</source>
            <translation> Spieler</translation>
        </message>
        <message>
            <source>no sample: {problem}</source>
            <translation>kein Beispiel: {problem}</translation>
        </message>
        <message>
            <source>gross {amount}</source>
            <translation>Einnahmen {amount}</translation>
        </message>
        <message>
            <source>{amount} in knockout bounties</source>
            <translation>{amount} Knockout-Kopfgeld</translation>
        </message>
        <message>
            <source>{amount} to {fund}</source>
            <translation>{amount} an {fund}</translation>
        </message>
        <message>
            <source>pool {pool}, paid to nobody</source>
            <translation>Preisgeld {pool}, an niemanden ausgezahlt</translation>
        </message>
        <message>
            <source>pool {pool}, paid {prizes}</source>
            <translation>Preisgeld {pool}, ausgezahlt {prizes}</translation>
        </message>
    </context>
    <context>
        <name>SeasonActions</name>
        <message>
            <source>&amp;New season…</source>
            <translation>&amp;Neue Saison…</translation>
        </message>
        <message>
            <source>&amp;Rename season…</source>
            <translation>Saison &amp;umbenennen…</translation>
        </message>
        <message>
            <source>&amp;Delete season…</source>
            <translation>Saison &amp;löschen…</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Neue Saison</translation>
        </message>
        <message>
            <source>Rename season</source>
            <translation>Saison umbenennen</translation>
        </message>
        <message>
            <source>New name of season {season}:</source>
            <translation>Neuer Name der Saison {season}:</translation>
        </message>
        <message>
            <source>Delete season</source>
            <translation>Saison löschen</translation>
        </message>
        <message>
            <source>Delete season {season} and its 1 event?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Saison {season} mit ihrem einen Abend löschen?

Bearbeiten ▸ Rückgängig holt sie zurück, solange die Liga geöffnet bleibt.</translation>
        </message>
        <message>
            <source>Delete season {season} and its {count} events?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Saison {season} mit ihren {count} Abenden löschen?

Bearbeiten ▸ Rückgängig holt sie zurück, solange die Liga geöffnet bleibt.</translation>
        </message>
    </context>
    <context>
        <name>SeasonCommands</name>
        <message>
            <source>New season {season}</source>
            <translation>Neue Saison {season}</translation>
        </message>
        <message>
            <source>Rename season {old} to {new}</source>
            <translation>Saison {old} in {new} umbenennen</translation>
        </message>
        <message>
            <source>Delete season {season}</source>
            <translation>Saison {season} löschen</translation>
        </message>
    </context>
    <context>
        <name>SeasonCompleteBox</name>
        <message>
            <source>Regular season complete</source>
            <translation>Reguläre Saison beendet</translation>
        </message>
        <message>
            <source>Tick when the regular season is over (say a night was cancelled): its season prizes are owed from today, on the Money screen and in the report. They are owed anyway once the season's last planned night is closed.</source>
            <translation>Ankreuzen, wenn die reguläre Saison vorbei ist (etwa weil ein Abend ausfiel): ihre Saisonpreise sind ab heute fällig, in der Kasse und im Bericht. Fällig sind sie ohnehin, sobald der letzte geplante Abend der Saison abgeschlossen ist.</translation>
        </message>
        <message>
            <source>Regular season complete (its last planned night, {event}, is closed)</source>
            <translation>Reguläre Saison beendet (ihr letzter geplanter Abend, {event}, ist abgeschlossen)</translation>
        </message>
        <message>
            <source>Regular season complete (since {day})</source>
            <translation>Reguläre Saison beendet (seit {day})</translation>
        </message>
        <message>
            <source>Regular season {season} complete</source>
            <translation>Reguläre Saison {season} beendet</translation>
        </message>
        <message>
            <source>Regular season {season} not complete</source>
            <translation>Reguläre Saison {season} nicht beendet</translation>
        </message>
    </context>
    <context>
        <name>SeasonEditor</name>
        <message>
            <source>{season} setup has unapplied changes</source>
            <extracomment>Changes not applied yet came or went (the window's status bar follows). The "New season…" button of a league with no season yet (the window asks the name).</extracomment>
            <translation>Einrichtung von {season} hat nicht übernommene Änderungen</translation>
        </message>
        <message>
            <source>Fill with the rules of:</source>
            <translation>Mit den Regeln füllen von:</translation>
        </message>
        <message>
            <source>Fill the form with the {preset} rules (then Apply to keep them)</source>
            <translation>Das Formular mit den Regeln der {preset} füllen (dann Übernehmen, um sie zu behalten)</translation>
        </message>
        <message>
            <source>Rever&amp;t</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Übernehmen</translation>
        </message>
        <message>
            <source>Handicaps…</source>
            <translation>Handicaps…</translation>
        </message>
        <message>
            <source>Points each player starts the season with</source>
            <translation>Punkte, mit denen jeder Spieler die Saison beginnt</translation>
        </message>
        <message>
            <source>New season…</source>
            <translation>Neue Saison…</translation>
        </message>
        <message>
            <source>Start a season: its name and its rules (Alt+N, N)</source>
            <translation>Eine Saison beginnen: ihr Name und ihre Regeln (Alt+N, N)</translation>
        </message>
        <message>
            <source>Not applied: {reason}</source>
            <translation>Nicht übernommen: {reason}</translation>
        </message>
        <message>
            <source>Cannot apply: 1 problem (first: {first})</source>
            <translation>Nicht übernehmbar: 1 Problem (erstes: {first})</translation>
        </message>
        <message>
            <source>Cannot apply: {count} problems (first: {first})</source>
            <translation>Nicht übernehmbar: {count} Probleme (erstes: {first})</translation>
        </message>
        <message>
            <source>Changes not applied yet.</source>
            <translation>Änderungen noch nicht übernommen.</translation>
        </message>
        <message>
            <source>These are the saved rules of the season.</source>
            <translation>Dies sind die gespeicherten Regeln der Saison.</translation>
        </message>
        <message>
            <source>Handicaps of season {season}</source>
            <translation>Handicaps der Saison {season}</translation>
        </message>
        <message>
            <source>Handicaps</source>
            <translation>Handicaps</translation>
        </message>
        <message>
            <source>The new rules of season {season} apply from the next event on: the nights already closed keep the money they paid. Worked out again with the new rules, they would pay this instead:</source>
            <translation>Die neuen Regeln der Saison {season} gelten ab dem nächsten Turnier: die bereits abgeschlossenen Abende behalten ihre Auszahlungen. Mit den neuen Regeln neu berechnet, würden sie stattdessen dies zahlen:</translation>
        </message>
        <message>
            <source>Apply from the next event on</source>
            <translation>Ab dem nächsten Turnier anwenden</translation>
        </message>
        <message>
            <source>Recompute the closed nights too</source>
            <translation>Auch abgeschlossene Abende neu berechnen</translation>
        </message>
        <message>
            <source>Change the rules of season {season}</source>
            <translation>Regeln der Saison {season} ändern</translation>
        </message>
        <message>
            <source>Unapplied rule changes</source>
            <translation>Nicht übernommene Regeländerungen</translation>
        </message>
        <message>
            <source>The rules of season {season} have changes that are not applied yet.</source>
            <translation>Die Regeln der Saison {season} haben Änderungen, die noch nicht übernommen sind.</translation>
        </message>
        <message>
            <source>No season yet</source>
            <translation>Noch keine Saison</translation>
        </message>
        <message>
            <source>{season}: rules</source>
            <translation>{season}: Regeln</translation>
        </message>
        <message>
            <source>Season {season}: rules</source>
            <translation>Saison {season}: Regeln</translation>
        </message>
    </context>
    <context>
        <name>SeasonPrizesForm</name>
        <message>
            <source>Season prizes (top of the standings)</source>
            <translation>Saisonpreise (Spitze der Rangliste)</translation>
        </message>
        <message>
            <source>Paid from fund</source>
            <translation>Gezahlt aus Topf</translation>
        </message>
        <message>
            <source>Percent by place</source>
            <translation>Prozent nach Platz</translation>
        </message>
        <message>
            <source>Shared by points among the top</source>
            <translation>Nach Punkten geteilt unter den besten</translation>
        </message>
        <message>
            <source> players</source>
            <translation> Spieler</translation>
        </message>
        <message>
            <source>e.g. {example}</source>
            <translation>z. B. {example}</translation>
        </message>
    </context>
    <context>
        <name>SeasonWords</name>
        <message>
            <source>Season {season}</source>
            <translation>Saison {season}</translation>
        </message>
        <message>
            <source>season {season}</source>
            <translation>Saison {season}</translation>
        </message>
    </context>
    <context>
        <name>SetAsidesEditor</name>
        <message>
            <source>% of buy-ins</source>
            <translation>% der Buy-ins</translation>
        </message>
        <message>
            <source>% of gross</source>
            <translation>% der Einnahmen</translation>
        </message>
        <message>
            <source>{money} per entry</source>
            <translation>{money} pro Teilnahme</translation>
        </message>
        <message>
            <source>{money} per event</source>
            <translation>{money} pro Turnier</translation>
        </message>
        <message>
            <source>Set-asides to funds (taken in this order)</source>
            <translation>Rücklagen in Töpfe (in dieser Reihenfolge)</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Topf</translation>
        </message>
        <message>
            <source>Basis</source>
            <translation>Grundlage</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Add set-as&amp;ide</source>
            <translation>&amp;Rücklage hinzufügen</translation>
        </message>
        <message>
            <source>Remove set-aside</source>
            <translation>Rücklage entfernen</translation>
        </message>
        <message>
            <source>a fund needs a name</source>
            <translation>ein Topf braucht einen Namen</translation>
        </message>
        <message>
            <source>Row {row}: {problem}</source>
            <translation>Zeile {row}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>StandingsForm</name>
        <message>
            <source>Count-back (more wins, then more 2nds …)</source>
            <translation>Platzvergleich (mehr Siege, dann 2. Plätze …)</translation>
        </message>
        <message>
            <source>A draw (the Championship screen's Draw)</source>
            <translation>Ein Los (Auslosen in der Meisterschaft)</translation>
        </message>
        <message>
            <source>Net winnings, then count-back</source>
            <translation>Nettogewinn, dann Vergleich der Platzierungen</translation>
        </message>
        <message>
            <source>Nights in the season</source>
            <translation>Abende in der Saison</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Saison und Rangliste</translation>
        </message>
        <message>
            <source>estimate from the dates</source>
            <translation>aus den Daten schätzen</translation>
        </message>
        <message>
            <source> regular nights</source>
            <translation> reguläre Abende</translation>
        </message>
        <message>
            <source>Ties broken by</source>
            <translation>Gleichstand entschieden durch</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>League files and TD3 tournaments (*.json *.tdt);;All files (*)</source>
            <translation>Liga-Dateien und TD3-Turniere (*.json *.tdt);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Neue Saison</translation>
        </message>
        <message>
            <source>Its name, and where its rules come from. Season setup changes them later.</source>
            <translation>Ihr Name und woher ihre Regeln kommen. Die Saisoneinrichtung ändert sie später.</translation>
        </message>
        <message>
            <source>&amp;Your own rules, in a few steps</source>
            <translation>&amp;Eigene Regeln, in wenigen Schritten</translation>
        </message>
        <message>
            <source>A copy of the rules of a &amp;season of this league</source>
            <translation>Eine Kopie der Regeln einer &amp;Saison dieser Liga</translation>
        </message>
        <message>
            <source>The rules of a &amp;file (a league file or a TD3 tournament)</source>
            <translation>Die Regeln einer &amp;Datei (eine Liga-Datei oder ein TD3-Turnier)</translation>
        </message>
        <message>
            <source>A p&amp;reset</source>
            <translation>Eine &amp;Vorlage</translation>
        </message>
        <message>
            <source>league.json or tournament.tdt</source>
            <translation>liga.json oder turnier.tdt</translation>
        </message>
        <message>
            <source>Bro&amp;wse…</source>
            <translation>&amp;Durchsuchen…</translation>
        </message>
        <message>
            <source>Season na&amp;me:</source>
            <translation>Name der &amp;Saison:</translation>
        </message>
        <message>
            <source>There is already a season named {season}.</source>
            <translation>Es gibt bereits eine Saison namens {season}.</translation>
        </message>
        <message>
            <source>Rules from a file</source>
            <translation>Regeln aus einer Datei</translation>
        </message>
    </context>
    <context>
        <name>StartingPointsDialog</name>
        <message>
            <source>Handicaps: points at the start of {season}</source>
            <translation>Handicaps: Punkte zu Beginn der Saison {season}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Points at the start</source>
            <translation>Punkte zu Beginn</translation>
        </message>
        <message>
            <source>Points a player starts the season with: more for last season's leaders, fewer (negative) to hold them back. They count in the standings like penalties do.</source>
            <translation>Punkte, mit denen ein Spieler die Saison beginnt: mehr für die Spitze der letzten Saison, weniger (negativ), um sie zu bremsen. Sie zählen in der Rangliste wie Strafen.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
    </context>
    <context>
        <name>StructureChooser</name>
        <message>
            <source>Custom…</source>
            <translation>Eigene…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Bearbeiten…</translation>
        </message>
        <message>
            <source>See and change the levels of the structure</source>
            <translation>Die Stufen der Struktur ansehen und ändern</translation>
        </message>
        <message>
            <source>The clock runs: {structure}</source>
            <translation>Die Uhr läuft mit: {structure}</translation>
        </message>
    </context>
    <context>
        <name>StructureEditor</name>
        <message>
            <source>Hold'em (blinds)</source>
            <translation>Hold'em (Blinds)</translation>
        </message>
        <message>
            <source>Stud (ante, bring-in, limits)</source>
            <translation>Stud (Ante, Bring-in, Limits)</translation>
        </message>
        <message>
            <source>at most 20 kinds of chips</source>
            <translation>höchstens 20 Arten von Chips</translation>
        </message>
        <message>
            <source>'{text}' is not written chip×count (e.g. 100×9)</source>
            <translation>„{text}“ ist nicht als Chip×Anzahl geschrieben (z. B. 100×9)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} Std. {minutes} Min.</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} Min.</translation>
        </message>
        <message>
            <source>Blind structure: {structure}</source>
            <translation>Blindstruktur: {structure}</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Name</translation>
        </message>
        <message>
            <source>Ga&amp;me</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>Insert &amp;level</source>
            <translation>&amp;Stufe einfügen</translation>
        </message>
        <message>
            <source>Insert &amp;break</source>
            <translation>&amp;Pause einfügen</translation>
        </message>
        <message>
            <source>&amp;Delete row</source>
            <translation>Zeile &amp;löschen</translation>
        </message>
        <message>
            <source>&amp;Generate…</source>
            <translation>&amp;Erzeugen…</translation>
        </message>
        <message>
            <source>Replace the rows with a schedule worked out for you</source>
            <translation>Die Zeilen durch einen für Sie berechneten Ablauf ersetzen</translation>
        </message>
        <message>
            <source>&amp;Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)</source>
            <translation>&amp;Abschnitte (Strg+Einfg: eine Stufe, Strg+B: eine Pause, Strg+Entf: entfernen)</translation>
        </message>
        <message>
            <source>e.g. 25×8, 100×9, 500×4</source>
            <translation>z. B. 25×8, 100×9, 500×4</translation>
        </message>
        <message>
            <source>The chips each player starts with: denomination × count</source>
            <translation>Die Chips, mit denen jeder Spieler beginnt: Wert × Anzahl</translation>
        </message>
        <message>
            <source>Starting c&amp;hips</source>
            <translation>Start-&amp;Chips</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Erzeugt</translation>
        </message>
        <message>
            <source>= T{stack} each</source>
            <translation>= T{stack} pro Spieler</translation>
        </message>
        <message>
            <source>Starting chips: {problem}</source>
            <translation>Start-Chips: {problem}</translation>
        </message>
        <message>
            <source>Problems ({count}): fix them to save</source>
            <translation>Probleme ({count}): zum Speichern beheben</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>Keine Probleme</translation>
        </message>
        <message>
            <source>Cannot save: {problem}</source>
            <translation>Nicht speicherbar: {problem}</translation>
        </message>
        <message>
            <source>1 level</source>
            <translation>1 Stufe</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} Stufen</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 Pause</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} Pausen</translation>
        </message>
        <message>
            <source>{periods}: {length} in all (the last level ends at {clock})</source>
            <translation>{periods}: insgesamt {length} (die letzte Stufe endet bei {clock})</translation>
        </message>
    </context>
    <context>
        <name>StructureSection</name>
        <message>
            <source>1 level</source>
            <translation>1 Stufe</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} Stufen</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 Pause</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} Pausen</translation>
        </message>
        <message>
            <source>T{stack} to start</source>
            <translation>T{stack} zum Start</translation>
        </message>
        <message>
            <source>Blind structure</source>
            <translation>Blindstruktur</translation>
        </message>
        <message>
            <source>Cl&amp;ock runs</source>
            <translation>&amp;Uhr läuft mit</translation>
        </message>
        <message>
            <source>League default</source>
            <translation>Standard der Liga</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>&amp;Stufen bearbeiten…</translation>
        </message>
    </context>
    <context>
        <name>StructureTableModel</name>
        <message>
            <source>Period</source>
            <translation>Abschnitt</translation>
        </message>
        <message>
            <source>Starts</source>
            <translation>Beginnt</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minuten</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>Small Blind</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>Big Blind</translation>
        </message>
        <message>
            <source>Ante</source>
            <translation>Ante</translation>
        </message>
        <message>
            <source>Bring-in</source>
            <translation>Bring-in</translation>
        </message>
        <message>
            <source>Small bet</source>
            <translation>Kleiner Einsatz</translation>
        </message>
        <message>
            <source>Big bet</source>
            <translation>Großer Einsatz</translation>
        </message>
        <message>
            <source>Break note</source>
            <translation>Notiz zur Pause</translation>
        </message>
        <message>
            <source>Colour up</source>
            <translation>Chips einfärben</translation>
        </message>
        <message>
            <source>'{text}' is not a whole number</source>
            <translation>„{text}“ ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>{value} is not from {least} to {most}</source>
            <translation>{value} liegt nicht zwischen {least} und {most}</translation>
        </message>
        <message>
            <source>at most 20 chips</source>
            <translation>höchstens 20 Chips</translation>
        </message>
        <message>
            <source>Break</source>
            <extracomment>The league's locale: the blinds are written and read in it.</extracomment>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Level {number}</source>
            <translation>Stufe {number}</translation>
        </message>
        <message>
            <source>a note has at most {count} characters</source>
            <translation>eine Notiz hat höchstens {count} Zeichen</translation>
        </message>
        <message>
            <source>Row {row} (break)</source>
            <translation>Zeile {row} (Pause)</translation>
        </message>
        <message>
            <source>Row {row} (level {number})</source>
            <translation>Zeile {row} (Stufe {number})</translation>
        </message>
        <message>
            <source>A structure has at most {count} periods</source>
            <translation>Eine Struktur hat höchstens {count} Abschnitte</translation>
        </message>
    </context>
</TS>
