<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>ChampionshipCommands</name>
        <message>
            <source>{player} declines the championship</source>
            <translation>{player} weigert het kampioenschap</translation>
        </message>
        <message>
            <source>Invite {player} to the championship again</source>
            <translation>{player} opnieuw uitnodigen voor het kampioenschap</translation>
        </message>
        <message>
            <source>{player} accepts the make-up buy-in</source>
            <translation>{player} neemt de inhaal-buy-in aan</translation>
        </message>
        <message>
            <source>{player} withdraws the make-up buy-in</source>
            <translation>{player} trekt de inhaal-buy-in in</translation>
        </message>
        <message>
            <source>Remove {player}'s make-up buy-in</source>
            <translation>Inhaal-buy-in van {player} verwijderen</translation>
        </message>
        <message>
            <source>Draw between {players}</source>
            <translation>Loting tussen {players}</translation>
        </message>
        <message>
            <source>Record the championship result</source>
            <translation>Uitslag van het kampioenschap vastleggen</translation>
        </message>
        <message>
            <source>Clear the championship result</source>
            <translation>Uitslag van het kampioenschap wissen</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipLabels</name>
        <message>
            <source>{status}: {fee} for 1 missed event</source>
            <translation>{status}: {fee} voor 1 gemist toernooi</translation>
        </message>
        <message>
            <source>{status}: {fee} for {count} missed events</source>
            <translation>{status}: {fee} voor {count} gemiste toernooien</translation>
        </message>
        <message>
            <source>{status} by make-up ({fee})</source>
            <translation>{status} via inhaalbedrag ({fee})</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Make-up</source>
            <translation>Inhaalbedrag</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipModels</name>
        <message>
            <source>Seat</source>
            <translation>Stoel</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Via</source>
            <translation>Via</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Bedrag</translation>
        </message>
        <message>
            <source>Bonus chips</source>
            <translation>Bonusfiches</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Startstack</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Uitbetaling</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Prijs</translation>
        </message>
        <message>
            <source>Type the finish (1 = champion); leave empty for a player who did not play</source>
            <extracomment>Finishes are shown, not edited (a read-only league).</extracomment>
            <translation>Typ de plaats (1 = kampioen); leeg laten voor een speler die niet speelde</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipResultPanel</name>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Save result</source>
            <translation>Uitslag opslaan</translation>
        </message>
        <message>
            <source>Clear finishes</source>
            <translation>Plaatsen wissen</translation>
        </message>
        <message>
            <source>Delete result</source>
            <translation>Uitslag verwijderen</translation>
        </message>
        <message>
            <source>Remove the recorded championship event (undoable)</source>
            <translation>Het vastgelegde kampioenschapstoernooi verwijderen (ongedaan te maken)</translation>
        </message>
        <message>
            <source>Type each player's finish (1 = champion; equal numbers for a tie).</source>
            <translation>Typ de plaats van elke speler (1 = kampioen; gelijke getallen bij een gelijke stand).</translation>
        </message>
        <message>
            <source>Type at least one finish before saving.</source>
            <translation>Typ minstens één plaats voor het opslaan.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Niet opgeslagen: {reason}</translation>
        </message>
        <message>
            <source>Finishes changed: press Save result to record them.</source>
            <translation>Plaatsen gewijzigd: druk op Uitslag opslaan om ze vast te leggen.</translation>
        </message>
        <message>
            <source>Recorded as event {number} of the season.</source>
            <translation>Vastgelegd als toernooi {number} van het seizoen.</translation>
        </message>
        <message>
            <source>No result recorded yet.</source>
            <translation>Nog geen uitslag vastgelegd.</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipRulesForm</name>
        <message>
            <source>Championship</source>
            <translation>Kampioenschap</translation>
        </message>
        <message>
            <source>Subs may play the championship</source>
            <translation>Invallers mogen het kampioenschap spelen</translation>
        </message>
        <message>
            <source>Make-up buy-in ({money} per missed event)</source>
            <translation>Inhaal-buy-in ({money} per gemiste avond)</translation>
        </message>
        <message>
            <source>Bonus chips (% of chips in play)</source>
            <translation>Bonusfiches (% van de fiches in het spel)</translation>
        </message>
        <message>
            <source>Bonus chips per season point</source>
            <translation>Bonusfiches per seizoenspunt</translation>
        </message>
        <message>
            <source>The fund whose set-asides make the championship pool</source>
            <translation>De pot waarvan de reserveringen de prijzenpot van het kampioenschap vormen</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plaatsen</translation>
        </message>
        <message>
            <source>Minimum events</source>
            <translation>Minimum aantal avonden</translation>
        </message>
        <message>
            <source>Buy-in ({money})</source>
            <translation>Buy-in ({money})</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Startfiches</translation>
        </message>
        <message>
            <source>Smallest chip</source>
            <translation>Kleinste fiche</translation>
        </message>
        <message>
            <source>Pool from fund</source>
            <translation>Prijzenpot uit pot</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipView</name>
        <message>
            <source>Dra&amp;w…</source>
            <extracomment>Finishes typed into the result and not saved came or went (for the status bar).</extracomment>
            <translation>&amp;Loten…</translation>
        </message>
        <message>
            <source>Order the players tied at the cut by a draw</source>
            <translation>De spelers die gelijk staan op de grens door loting ordenen</translation>
        </message>
        <message>
            <source>Decline seat</source>
            <translation>Plaats weigeren</translation>
        </message>
        <message>
            <source>The selected player declines; the next eligible player is invited</source>
            <translation>De gekozen speler weigert; de volgende gerechtigde speler wordt uitgenodigd</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Spelers filteren…</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Veld</translation>
        </message>
        <message>
            <source>Tick a player who pays the make-up buy-in to take a seat.</source>
            <translation>Vink een speler aan die de inhaal-buy-in betaalt om een plaats te nemen.</translation>
        </message>
        <message>
            <source>Make-up offers</source>
            <translation>Inhaalaanbiedingen</translation>
        </message>
        <message>
            <source>Invite again</source>
            <translation>Opnieuw uitnodigen</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Geweigerd</translation>
        </message>
        <message>
            <source>Remove make-up (Del)</source>
            <translation>Inhaalbedrag verwijderen (Del)</translation>
        </message>
        <message>
            <source>Take away the selected make-up buy-in: the standings no longer offer it</source>
            <translation>De gekozen inhaal-buy-in weghalen: de stand biedt hem niet meer aan</translation>
        </message>
        <message>
            <source>Recorded, but the standings no longer offer them: each joins neither the field nor the pool. Select one and press Delete to remove it.</source>
            <translation>Vastgelegd, maar de stand biedt ze niet meer aan: geen ervan telt mee in veld of prijzenpot. Kies er een en druk op Delete om hem te verwijderen.</translation>
        </message>
        <message>
            <source>Make-ups no longer offered</source>
            <translation>Inhaalbedragen niet meer aangeboden</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Prijzenpot</translation>
        </message>
        <message>
            <source>Payouts by place</source>
            <translation>Uitbetalingen per plaats</translation>
        </message>
        <message>
            <source>The championship result has unsaved finishes</source>
            <translation>De uitslag van het kampioenschap heeft niet-opgeslagen plaatsen</translation>
        </message>
        <message>
            <source>{season} has no championship. Set one up under Season setup.</source>
            <translation>{season} heeft geen kampioenschap. Stel er een in bij Seizoensinstellingen.</translation>
        </message>
        <message>
            <source>Championship of {season}: {filled} of {seats} seats filled, pool {pool}, starting stack {chips} chips plus bonus chips.</source>
            <translation>Kampioenschap van {season}: {filled} van {seats} plaatsen bezet, prijzenpot {pool}, startstack {chips} fiches plus bonusfiches.</translation>
        </message>
        <message>
            <source>Tied for the last seat: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Gelijk om de laatste plaats: {players}. Loot de plaats of leg een weigering vast; inhaalaanbiedingen wachten tot dan.</translation>
        </message>
        <message>
            <source>Tied for the last seat and not separated by {rule}: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Gelijk om de laatste plaats en niet gescheiden door {rule}: {players}. Loot de plaats of leg een weigering vast; inhaalaanbiedingen wachten tot dan.</translation>
        </message>
        <message>
            <source>{player}: {fee} for 1 missed event</source>
            <translation>{player}: {fee} voor 1 gemist toernooi</translation>
        </message>
        <message>
            <source>{player}: {fee} for {count} missed events</source>
            <translation>{player}: {fee} voor {count} gemiste toernooien</translation>
        </message>
        <message>
            <source>No make-up offers: every seat is taken or none are allowed.</source>
            <translation>Geen inhaalaanbiedingen: alle plaatsen zijn bezet of er zijn er geen toegestaan.</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the season's last regular event. Until then, what each player still needs:</source>
            <translation>{progress}: inhaal-buy-ins worden na het laatste reguliere toernooi van het seizoen aangeboden. Tot dan wat elke speler nog nodig heeft:</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the last event.</source>
            <translation>{progress}: inhaal-buy-ins worden na het laatste toernooi aangeboden.</translation>
        </message>
        <message>
            <source>(The season's length is an estimate: set {field} in Season setup.)</source>
            <translation>(De lengte van het seizoen is een schatting: stel '{field}' in bij Seizoensinstellingen.)</translation>
        </message>
        <message>
            <source>Select a player who changed their mind and press Invite again.</source>
            <translation>Kies een speler die van gedachten is veranderd en druk op Opnieuw uitnodigen.</translation>
        </message>
        <message>
            <source>Nobody has declined. Select a player in the field and press Decline seat.</source>
            <translation>Niemand heeft geweigerd. Kies een speler in het veld en druk op Plaats weigeren.</translation>
        </message>
        <message>
            <source>{source}:</source>
            <translation>{source}:</translation>
        </message>
        <message>
            <source>Total pool:</source>
            <translation>Totale prijzenpot:</translation>
        </message>
    </context>
    <context>
        <name>ChipsForm</name>
        <message>
            <source>Chips</source>
            <translation>Fiches</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Startstack</translation>
        </message>
        <message>
            <source>On-time bonus</source>
            <translation>Op-tijd-bonus</translation>
        </message>
        <message>
            <source>Exact-change bonus</source>
            <translation>Bonus gepast betalen</translation>
        </message>
        <message>
            <source>Rebuy chips</source>
            <translation>Rebuy-fiches</translation>
        </message>
        <message>
            <source>Add-on chips</source>
            <translation>Add-on-fiches</translation>
        </message>
    </context>
    <context>
        <name>DrawDialog</name>
        <message>
            <source>Draw for the last seats</source>
            <translation>Loting om de laatste plaatsen</translation>
        </message>
        <message>
            <source>&amp;Draw at random</source>
            <translation>&amp;Willekeurig loten</translation>
        </message>
        <message>
            <source>A fair draw by the computer's random source</source>
            <translation>Een eerlijke loting door de toevalsgenerator van de computer</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>Omh&amp;oog</translation>
        </message>
        <message>
            <source>Move do&amp;wn</source>
            <translation>Om&amp;laag</translation>
        </message>
        <message>
            <source>Draw at random, or put the players in the order drawn with cards at the table (first drawn first). The standings and the cut follow the order recorded; Edit ▸ Undo takes it back.</source>
            <translation>Loot willekeurig, of zet de spelers in de volgorde die aan tafel met kaarten is getrokken (eerst getrokken eerst). De stand en de grens volgen de vastgelegde volgorde; Bewerken ▸ Ongedaan maken neemt die terug.</translation>
        </message>
        <message>
            <source>Record the draw</source>
            <translation>Loting vastleggen</translation>
        </message>
        <message>
            <source>Drawn at random. OK records this order.</source>
            <translation>Willekeurig geloot. OK legt deze volgorde vast.</translation>
        </message>
    </context>
    <context>
        <name>DuesForm</name>
        <message>
            <source>Nothing: dues are only money owed</source>
            <translation>Niets: contributie is alleen verschuldigd geld</translation>
        </message>
        <message>
            <source>Points: no points after the due event until paid</source>
            <translation>Punten: geen punten na het vervaltoernooi tot betaling</translation>
        </message>
        <message>
            <source>Championship: not eligible unless paid by the last event</source>
            <translation>Kampioenschap: niet gerechtigd tenzij betaald vóór het laatste toernooi</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Contributie</translation>
        </message>
        <message>
            <source>Every player who plays a regular event is charged the dues once</source>
            <translation>Elke speler die een regulier toernooi speelt, betaalt de contributie één keer</translation>
        </message>
        <message>
            <source>Dues per player ({money})</source>
            <translation>Contributie per speler ({money})</translation>
        </message>
        <message>
            <source>Due by event</source>
            <translation>Verschuldigd vóór toernooi</translation>
        </message>
        <message>
            <source>Unpaid dues cost</source>
            <translation>Onbetaalde contributie kost</translation>
        </message>
        <message>
            <source>Subs pay dues too</source>
            <translation>Invallers betalen ook contributie</translation>
        </message>
        <message>
            <source>Subs</source>
            <translation>Invallers</translation>
        </message>
    </context>
    <context>
        <name>FormulaEdit</name>
        <message>
            <source>the formula cannot be checked ({error})</source>
            <translation>de formule kan niet worden gecontroleerd ({error})</translation>
        </message>
    </context>
    <context>
        <name>FundsView</name>
        <message>
            <source>Funds: what each one feeds</source>
            <translation>Potten: wat elke pot voedt</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Pot</translation>
        </message>
        <message>
            <source>Feeds</source>
            <translation>Voedt</translation>
        </message>
        <message>
            <source>So far</source>
            <translation>Tot nu toe</translation>
        </message>
        <message>
            <source>Rename fund…</source>
            <translation>Pot hernoemen…</translation>
        </message>
        <message>
            <source>Rename the selected fund here and in the nights already closed (one edit)</source>
            <translation>De gekozen pot hier en in de al afgesloten avonden hernoemen (één wijziging)</translation>
        </message>
        <message>
            <source>New name of fund '{fund}':</source>
            <translation>Nieuwe naam van pot '{fund}':</translation>
        </message>
        <message>
            <source>Rename fund</source>
            <translation>Pot hernoemen</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Er is niets gewijzigd.</translation>
        </message>
        <message>
            <source>Rename fund {old} to {new}</source>
            <translation>Pot {old} hernoemen naar {new}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules and in the nights already closed. This money moves with the name:</source>
            <translation>Pot '{old}' hernoemen naar '{new}' in de regels van seizoen {season} en in de al afgesloten avonden. Dit geld gaat mee met de naam:</translation>
        </message>
        <message>
            <source>Event {number}: {amount}</source>
            <translation>Toernooi {number}: {amount}</translation>
        </message>
        <message>
            <source>In all: {amount}</source>
            <translation>In totaal: {amount}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules. No closed night has put money into it yet.</source>
            <translation>Pot '{old}' hernoemen naar '{new}' in de regels van seizoen {season}. Nog geen afgesloten avond heeft er geld in gestopt.</translation>
        </message>
        <message>
            <source>Renamed, '{new}' feeds {feeds}.</source>
            <translation>Hernoemd voedt '{new}' {feeds}.</translation>
        </message>
        <message>
            <source>Edit ▸ Undo puts the old name back.</source>
            <translation>Bewerken ▸ Ongedaan maken zet de oude naam terug.</translation>
        </message>
    </context>
    <context>
        <name>GenerateDialog</name>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>Generate a blind structure</source>
            <translation>Blindstructuur genereren</translation>
        </message>
        <message>
            <source> h</source>
            <translation> u</translation>
        </message>
        <message>
            <source>no breaks</source>
            <translation>geen pauzes</translation>
        </message>
        <message>
            <source>Levels have an &amp;ante</source>
            <translation>Niveaus met &amp;ante</translation>
        </message>
        <message>
            <source>&amp;Starting stack</source>
            <translation>&amp;Startstack</translation>
        </message>
        <message>
            <source>S&amp;mallest chip</source>
            <translation>&amp;Kleinste fiche</translation>
        </message>
        <message>
            <source>&amp;Level length</source>
            <translation>&amp;Niveauduur</translation>
        </message>
        <message>
            <source>&amp;Target length</source>
            <translation>&amp;Beoogde duur</translation>
        </message>
        <message>
            <source>&amp;Break every</source>
            <translation>&amp;Pauze elke</translation>
        </message>
        <message>
            <source>Break le&amp;ngth</source>
            <translation>Pauze&amp;duur</translation>
        </message>
        <message>
            <source>The generated levels replace every row of the structure.</source>
            <translation>De gegenereerde niveaus vervangen elke rij van de structuur.</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Genereren</translation>
        </message>
        <message>
            <source>Not generated: {problem}</source>
            <translation>Niet gegenereerd: {problem}</translation>
        </message>
    </context>
    <context>
        <name>KnockoutForm</name>
        <message>
            <source>None</source>
            <translation>Geen</translation>
        </message>
        <message>
            <source>Fixed: the hitman takes the whole bounty</source>
            <translation>Vast: de eliminator krijgt de hele premie</translation>
        </message>
        <message>
            <source>Progressive: part paid, the rest onto the hitman's head</source>
            <translation>Progressief: deel uitbetaald, de rest op het hoofd van de eliminator</translation>
        </message>
        <message>
            <source>Knockout bounty</source>
            <translation>Knock-outpremie</translation>
        </message>
        <message>
            <source>Every buy-in and rebuy buys a bounty on the player's head, paid to whoever knocks them out; the bounties are taken from the gross before the set-asides</source>
            <translation>Elke buy-in en rebuy koopt een premie op het hoofd van de speler, betaald aan wie hem uitschakelt; de premies gaan van de bruto-inleg af vóór de reserveringen</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knock-outs</translation>
        </message>
        <message>
            <source>Bounty per head ({money})</source>
            <translation>Premie per hoofd ({money})</translation>
        </message>
        <message>
            <source>Paid at once (%)</source>
            <translation>Direct uitbetaald (%)</translation>
        </message>
        <message>
            <source>1 entry at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>1 inschrijving à {buyin}: eerst {bounties} aan premies, een prijzenpot van {pool}</translation>
        </message>
        <message>
            <source>{count} entries at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>{count} inschrijvingen à {buyin}: eerst {bounties} aan premies, een prijzenpot van {pool}</translation>
        </message>
    </context>
    <context>
        <name>NewSeasonWizard</name>
        <message>
            <source>New season</source>
            <translation>Nieuw seizoen</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Aanmaken</translation>
        </message>
        <message>
            <source>&lt; Bac&amp;k</source>
            <translation>&lt; &amp;Terug</translation>
        </message>
        <message>
            <source>Buy-in, rebuys and add-ons</source>
            <translation>Buy-in, rebuys en add-ons</translation>
        </message>
        <message>
            <source>What a player pays. Tick the box if a player may rebuy or add on, not both. A knockout bounty is part of the buy-in: "{money}40 + {money}10 KO" is a {money}50 buy-in with a {money}10 bounty.</source>
            <translation>Wat een speler betaalt. Vink het vakje aan als een speler een rebuy of een add-on mag doen, niet beide. Een knock-outpremie hoort bij de buy-in: "{money}40 + {money}10 KO" is een buy-in van {money}50 met {money}10 premie.</translation>
        </message>
        <message>
            <source>What is set aside</source>
            <translation>Wat wordt gereserveerd</translation>
        </message>
        <message>
            <source>Money taken from each night into a fund before the payouts: a championship, a trip, the expenses. Nothing is set aside until you add a row; name the fund after its purpose, the Championship step says which fund pays its pool.</source>
            <translation>Geld dat elke avond vóór de uitbetalingen naar een pot gaat: een kampioenschap, een reis, de onkosten. Er wordt niets gereserveerd tot u een rij toevoegt; noem de pot naar het doel, de stap Kampioenschap zegt welke pot de prijzenpot betaalt.</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Uitbetalingen</translation>
        </message>
        <message>
            <source>The percent of the pool paid to each place, by the size of the field.</source>
            <translation>Het percentage van de prijzenpot voor elke plaats, naar de grootte van het veld.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>How a night scores: a formula over the night's figures (prize, n, place, buyin …), a table by place, or the Neau formula. The preview is a real night worked out by the rules of the steps before.</source>
            <translation>Hoe een avond punten geeft: een formule over de cijfers van de avond (prize, n, place, buyin …), een tabel per plaats of de Neau-formule. Het voorbeeld is een echte avond berekend met de regels van de vorige stappen.</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Kampioenschap</translation>
        </message>
        <message>
            <source>A playoff for the top of the standings, if the league has one: its seats, the fund that pays its pool, and its starting stacks (bonus chips per season point for stacks = points x N).</source>
            <translation>Een finaletoernooi voor de top van de stand, als de competitie er een heeft: de plaatsen, de pot die de prijzenpot betaalt en de startstacks (bonusfiches per seizoenspunt voor stacks = punten x N).</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Seizoen en stand</translation>
        </message>
        <message>
            <source>How many regular nights the season will hold ("after 3 of 10 events"; left at its first value, the app estimates it from the dates), and how players level on points are ordered: count-back, a draw, or net winnings.</source>
            <translation>Hoeveel reguliere avonden het seizoen telt ("na 3 van 10 toernooien"; op de eerste waarde gelaten schat de app het uit de data) en hoe spelers met gelijke punten worden gerangschikt: op plaatsen, door loting of op nettowinst.</translation>
        </message>
    </context>
    <context>
        <name>NightForm</name>
        <message>
            <source>Random open seat</source>
            <translation>Willekeurige vrije stoel</translation>
        </message>
        <message>
            <source>Seat 3, largest short table</source>
            <translation>Stoel 3, grootste onvolle tafel</translation>
        </message>
        <message>
            <source>A knockout each</source>
            <translation>Elk een knock-out</translation>
        </message>
        <message>
            <source>Half a knockout each</source>
            <translation>Elk een halve knock-out</translation>
        </message>
        <message>
            <source>at most {count} redraws</source>
            <translation>hoogstens {count} nieuwe lotingen</translation>
        </message>
        <message>
            <source>Night: tables, rebuys, absent players</source>
            <translation>Avond: tafels, rebuys, afwezigen</translation>
        </message>
        <message>
            <source>Unticked: the nights run the AZ way with a bounty or dealer credits, else the FNC way</source>
            <translation>Niet aangevinkt: de avonden gaan op de AZ-manier met een premie of dealertegoed, anders op de FNC-manier</translation>
        </message>
        <message>
            <source> players</source>
            <translation> spelers</translation>
        </message>
        <message>
            <source>Drawn as cards</source>
            <translation>Met kaarten geloot</translation>
        </message>
        <message>
            <source>One card per seat: the suit names the table, Ace = button</source>
            <translation>Eén kaart per stoel: de kleur wijst de tafel aan, aas = button</translation>
        </message>
        <message>
            <source>e.g. 18, 10</source>
            <translation>bijv. 18, 10</translation>
        </message>
        <message>
            <source>Counts of players left at which the whole field is drawn again, instead of breaking tables</source>
            <translation>Aantallen resterende spelers waarbij het hele veld opnieuw wordt geloot, in plaats van tafels op te heffen</translation>
        </message>
        <message>
            <source>all night</source>
            <translation>de hele avond</translation>
        </message>
        <message>
            <source>In the bust's level only</source>
            <translation>Alleen in het niveau van uitschakeling</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nooit</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Geen limiet</translation>
        </message>
        <message>
            <source>Table si&amp;ze</source>
            <translation>Tafel&amp;grootte</translation>
        </message>
        <message>
            <source>One table up to</source>
            <translation>Eén tafel tot</translation>
        </message>
        <message>
            <source>Seat draw</source>
            <translation>Stoelloting</translation>
        </message>
        <message>
            <source>Redraws at</source>
            <translation>Opnieuw loten bij</translation>
        </message>
        <message>
            <source>Late seat</source>
            <translation>Plaats voor laatkomer</translation>
        </message>
        <message>
            <source>Rebuys until level</source>
            <translation>Rebuys tot niveau</translation>
        </message>
        <message>
            <source>Rebuy timing</source>
            <translation>Moment van rebuy</translation>
        </message>
        <message>
            <source>Two hitmen</source>
            <translation>Twee eliminators</translation>
        </message>
        <message>
            <source>Late entry until level</source>
            <translation>Late inschrijving tot niveau</translation>
        </message>
        <message>
            <source>Absent chips off at level</source>
            <translation>Fiches van afwezigen weg bij niveau</translation>
        </message>
        <message>
            <source>Absent player forfeits</source>
            <translation>Afwezige speler vervalt na</translation>
        </message>
        <message>
            <source>Add-ons per entry</source>
            <translation>Add-ons per inschrijving</translation>
        </message>
    </context>
    <context>
        <name>Ordinal</name>
        <message>
            <source>1st</source>
            <translation>1e</translation>
        </message>
        <message>
            <source>{place}st</source>
            <translation>{place}e</translation>
        </message>
        <message>
            <source>{place}nd</source>
            <translation>{place}e</translation>
        </message>
        <message>
            <source>{place}rd</source>
            <translation>{place}e</translation>
        </message>
        <message>
            <source>{place}th</source>
            <translation>{place}e</translation>
        </message>
    </context>
    <context>
        <name>PayoutTableEditor</name>
        <message>
            <source>1 cent</source>
            <translation>1 cent</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Eigen</translation>
        </message>
        <message>
            <source>Payout table (percent of the pool by place)</source>
            <translation>Uitbetalingstabel (procent van de prijzenpot per plaats)</translation>
        </message>
        <message>
            <source>Add ro&amp;w</source>
            <translation>Rij &amp;toevoegen</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Rij verwijderen</translation>
        </message>
        <message>
            <source>Add &amp;place</source>
            <translation>&amp;Plaats toevoegen</translation>
        </message>
        <message>
            <source>Remove place</source>
            <translation>Plaats verwijderen</translation>
        </message>
        <message>
            <source>Round each payout to</source>
            <translation>Elke uitbetaling afronden op</translation>
        </message>
        <message>
            <source>e.g. 0.25</source>
            <translation>bijv. 0,25</translation>
        </message>
        <message>
            <source>enter whole numbers of entries</source>
            <translation>vul hele aantallen inschrijvingen in</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Van</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>Sum</source>
            <translation>Som</translation>
        </message>
        <message>
            <source>{place} place has no percentage</source>
            <translation>Plaats {place} heeft geen percentage</translation>
        </message>
        <message>
            <source>{place} place: {problem}</source>
            <translation>Plaats {place}: {problem}</translation>
        </message>
        <message>
            <source>Row {range} adds up to {total}%, not 100%</source>
            <translation>Rij {range} telt op tot {total}%, niet 100%</translation>
        </message>
        <message>
            <source>Row {range}: {problem}</source>
            <translation>Rij {range}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>PointsByField</name>
        <message>
            <source>line {line} is not like '{example}'</source>
            <translation>regel {line} heeft niet de vorm '{example}'</translation>
        </message>
        <message>
            <source>line {line}: '{points}' are not points by place</source>
            <translation>regel {line}: '{points}' zijn geen punten per plaats</translation>
        </message>
        <message>
            <source>line {line}: {low} entries is more than {high}</source>
            <translation>regel {line}: {low} deelnemers is meer dan {high}</translation>
        </message>
        <message>
            <source>type one range of field sizes a line, e.g. {example}</source>
            <translation>typ één reeks veldgroottes per regel, bijv. {example}</translation>
        </message>
    </context>
    <context>
        <name>PointsEditor</name>
        <message>
            <source>Neau formula (Fish 'N' Chips)</source>
            <translation>Neau-formule (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Fixed points by place + participation</source>
            <translation>Vaste punten per plaats + deelname</translation>
        </message>
        <message>
            <source>A table by field size</source>
            <translation>Een tabel naar deelnemersaantal</translation>
        </message>
        <message>
            <source>Custom formula</source>
            <translation>Eigen formule</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Points b&amp;y</source>
            <translation>Punten &amp;volgens</translation>
        </message>
        <message>
            <source>Places</source>
            <translation>Plaatsen</translation>
        </message>
        <message>
            <source>Participation</source>
            <translation>Deelname</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tabellen</translation>
        </message>
        <message>
            <source>For&amp;mula</source>
            <translation>For&amp;mule</translation>
        </message>
        <message>
            <source>Variables: {names}. Functions: {functions}; x if condition else y.</source>
            <translation>Variabelen: {names}. Functies: {functions}; x if voorwaarde else y.</translation>
        </message>
        <message>
            <source>every result</source>
            <translation>elk resultaat</translation>
        </message>
        <message>
            <source> best results</source>
            <translation> beste resultaten</translation>
        </message>
        <message>
            <source>Season &amp;counts</source>
            <translation>Seizoen &amp;telt</translation>
        </message>
        <message>
            <source>Preview for a field of</source>
            <translation>Voorbeeld voor een veld van</translation>
        </message>
        <message>
            <source> entries</source>
            <translation> inschrijvingen</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Prijs</translation>
        </message>
        <message>
            <source>No preview: {problem}</source>
            <translation>Geen voorbeeld: {problem}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys</source>
            <translation>à {buyin} per speler, geen rebuys</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: {bounties} in knockout bounties first, a pool of {pool}</source>
            <translation>à {buyin} per speler, geen rebuys: eerst {bounties} aan knock-outpremies, een prijzenpot van {pool}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: a pool of {pool}</source>
            <translation>à {buyin} per speler, geen rebuys: een prijzenpot van {pool}</translation>
        </message>
        <message>
            <source>points of 1st, 2nd, 3rd … e.g. {example}</source>
            <translation>punten van de 1e, 2e, 3e … bijv. {example}</translation>
        </message>
    </context>
    <context>
        <name>PoliciesForm</name>
        <message>
            <source>No season penalty</source>
            <translation>Geen seizoensstraf</translation>
        </message>
        <message>
            <source>Forfeits all season points (Fish 'N' Chips)</source>
            <translation>Verliest alle seizoenspunten (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Not eligible for the championship (Azwine)</source>
            <translation>Niet gerechtigd voor het kampioenschap (Azwine)</translation>
        </message>
        <message>
            <source>Nobody (first winner)</source>
            <translation>Niemand (eerste winnaar)</translation>
        </message>
        <message>
            <source>Attendance, bounty and dealers</source>
            <translation>Aanwezigheid, premie en dealers</translation>
        </message>
        <message>
            <source>Late cancel costs the points of the last finisher</source>
            <translation>Kost de punten van de laatste</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Late afmelding</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Niet komen opdagen</translation>
        </message>
        <message>
            <source>Dealers earn free entries (3 full or 6 half games)</source>
            <translation>Gratis inschrijving voor dealers (3 hele of 6 halve spellen)</translation>
        </message>
        <message>
            <source>Dealer credits</source>
            <translation>Dealertegoed</translation>
        </message>
        <message>
            <source>Bounty on the previous event's winner</source>
            <translation>Premie op de winnaar van het vorige toernooi</translation>
        </message>
        <message>
            <source>Set aside per event ({money})</source>
            <translation>Reservering per toernooi ({money})</translation>
        </message>
        <message>
            <source>First event's target</source>
            <translation>Doelwit van het eerste toernooi</translation>
        </message>
    </context>
    <context>
        <name>PricesForm</name>
        <message>
            <source>Prices</source>
            <translation>Prijzen</translation>
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
            <translation>&amp;Onbeperkt</translation>
        </message>
        <message>
            <source>Max rebuys per entry</source>
            <translation>Max. rebuys per inschrijving</translation>
        </message>
        <message>
            <source>A rebuy or an add-on, not both</source>
            <translation>Een rebuy of een add-on, niet beide</translation>
        </message>
        <message>
            <source>Nights are played to a cash-out</source>
            <translation>Avonden worden tot een cash-out gespeeld</translation>
        </message>
        <message>
            <source>Every player's chips are cashed out at the end: the event editor asks each player's cash-out, the finishes follow from them and no payout table is used</source>
            <translation>De fiches van elke speler worden aan het eind uitbetaald: de toernooi-editor vraagt ieders cash-out, de plaatsen volgen daaruit en er wordt geen uitbetalingstabel gebruikt</translation>
        </message>
    </context>
    <context>
        <name>SampleLine</name>
        <message>
            <source>Sample night of</source>
            <translation>Voorbeeldavond van</translation>
        </message>
        <message>
            <source> players</source>
            <translation> spelers</translation>
        </message>
        <message>
            <source>no sample: {problem}</source>
            <translation>geen voorbeeld: {problem}</translation>
        </message>
        <message>
            <source>gross {amount}</source>
            <translation>bruto {amount}</translation>
        </message>
        <message>
            <source>{amount} in knockout bounties</source>
            <translation>{amount} aan knock-outpremies</translation>
        </message>
        <message>
            <source>{amount} to {fund}</source>
            <translation>{amount} naar {fund}</translation>
        </message>
        <message>
            <source>pool {pool}, paid to nobody</source>
            <translation>prijzenpot {pool}, aan niemand uitbetaald</translation>
        </message>
        <message>
            <source>pool {pool}, paid {prizes}</source>
            <translation>prijzenpot {pool}, uitbetaald {prizes}</translation>
        </message>
    </context>
    <context>
        <name>SeasonActions</name>
        <message>
            <source>&amp;New season…</source>
            <translation>&amp;Nieuw seizoen…</translation>
        </message>
        <message>
            <source>&amp;Rename season…</source>
            <translation>Seizoen &amp;hernoemen…</translation>
        </message>
        <message>
            <source>&amp;Delete season…</source>
            <translation>Seizoen &amp;verwijderen…</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nieuw seizoen</translation>
        </message>
        <message>
            <source>Rename season</source>
            <translation>Seizoen hernoemen</translation>
        </message>
        <message>
            <source>New name of season {season}:</source>
            <translation>Nieuwe naam van seizoen {season}:</translation>
        </message>
        <message>
            <source>Delete season</source>
            <translation>Seizoen verwijderen</translation>
        </message>
        <message>
            <source>Delete season {season} and its 1 event?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Seizoen {season} en zijn ene avond verwijderen?

Bewerken ▸ Ongedaan maken haalt het terug zolang de competitie open blijft.</translation>
        </message>
        <message>
            <source>Delete season {season} and its {count} events?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Seizoen {season} en zijn {count} avonden verwijderen?

Bewerken ▸ Ongedaan maken haalt het terug zolang de competitie open blijft.</translation>
        </message>
    </context>
    <context>
        <name>SeasonCommands</name>
        <message>
            <source>New season {season}</source>
            <translation>Nieuw seizoen {season}</translation>
        </message>
        <message>
            <source>Rename season {old} to {new}</source>
            <translation>Seizoen {old} hernoemen tot {new}</translation>
        </message>
        <message>
            <source>Delete season {season}</source>
            <translation>Seizoen {season} verwijderen</translation>
        </message>
    </context>
    <context>
        <name>SeasonCompleteBox</name>
        <message>
            <source>Regular season complete</source>
            <translation>Regulier seizoen voltooid</translation>
        </message>
        <message>
            <source>Tick when the regular season is over (say a night was cancelled): its season prizes are owed from today, on the Money screen and in the report. They are owed anyway once the season's last planned night is closed.</source>
            <translation>Vink aan als het reguliere seizoen voorbij is (bijvoorbeeld omdat een avond is afgelast): de seizoensprijzen zijn vanaf vandaag verschuldigd, in de kas en in het verslag. Ze zijn hoe dan ook verschuldigd zodra de laatste geplande avond is afgesloten.</translation>
        </message>
        <message>
            <source>Regular season complete (its last planned night, {event}, is closed)</source>
            <translation>Regulier seizoen voltooid (de laatste geplande avond, {event}, is afgesloten)</translation>
        </message>
        <message>
            <source>Regular season complete (since {day})</source>
            <translation>Regulier seizoen voltooid (sinds {day})</translation>
        </message>
        <message>
            <source>Regular season {season} complete</source>
            <translation>Regulier seizoen {season} voltooid</translation>
        </message>
        <message>
            <source>Regular season {season} not complete</source>
            <translation>Regulier seizoen {season} niet voltooid</translation>
        </message>
    </context>
    <context>
        <name>SeasonEditor</name>
        <message>
            <source>{season} setup has unapplied changes</source>
            <extracomment>Changes not applied yet came or went (the window's status bar follows). The "New season…" button of a league with no season yet (the window asks the name).</extracomment>
            <translation>Instellingen van {season} hebben niet-toegepaste wijzigingen</translation>
        </message>
        <message>
            <source>Fill with the rules of:</source>
            <translation>Vullen met de regels van:</translation>
        </message>
        <message>
            <source>Fill the form with the {preset} rules (then Apply to keep them)</source>
            <translation>Het formulier vullen met de regels van de {preset} (dan Toepassen om ze te houden)</translation>
        </message>
        <message>
            <source>Rever&amp;t</source>
            <translation>&amp;Terugdraaien</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Toepassen</translation>
        </message>
        <message>
            <source>Handicaps…</source>
            <translation>Handicaps…</translation>
        </message>
        <message>
            <source>Points each player starts the season with</source>
            <translation>Punten waarmee elke speler het seizoen begint</translation>
        </message>
        <message>
            <source>New season…</source>
            <translation>Nieuw seizoen…</translation>
        </message>
        <message>
            <source>Start a season: its name and its rules (Alt+N, N)</source>
            <translation>Een seizoen beginnen: de naam en de regels (Alt+N, N)</translation>
        </message>
        <message>
            <source>Not applied: {reason}</source>
            <translation>Niet toegepast: {reason}</translation>
        </message>
        <message>
            <source>Cannot apply: 1 problem (first: {first})</source>
            <translation>Kan niet toepassen: 1 probleem (eerste: {first})</translation>
        </message>
        <message>
            <source>Cannot apply: {count} problems (first: {first})</source>
            <translation>Kan niet toepassen: {count} problemen (eerste: {first})</translation>
        </message>
        <message>
            <source>Changes not applied yet.</source>
            <translation>Wijzigingen nog niet toegepast.</translation>
        </message>
        <message>
            <source>These are the saved rules of the season.</source>
            <translation>Dit zijn de opgeslagen regels van het seizoen.</translation>
        </message>
        <message>
            <source>Handicaps of season {season}</source>
            <translation>Handicaps van seizoen {season}</translation>
        </message>
        <message>
            <source>Handicaps</source>
            <translation>Handicaps</translation>
        </message>
        <message>
            <source>The new rules of season {season} apply from the next event on: the nights already closed keep the money they paid. Worked out again with the new rules, they would pay this instead:</source>
            <translation>De nieuwe regels van seizoen {season} gelden vanaf het volgende toernooi: de al afgesloten avonden houden wat ze hebben uitbetaald. Herberekend met de nieuwe regels zouden ze in plaats daarvan dit betalen:</translation>
        </message>
        <message>
            <source>Apply from the next event on</source>
            <translation>Toepassen vanaf het volgende toernooi</translation>
        </message>
        <message>
            <source>Recompute the closed nights too</source>
            <translation>Ook de afgesloten avonden herberekenen</translation>
        </message>
        <message>
            <source>Change the rules of season {season}</source>
            <translation>Regels van seizoen {season} wijzigen</translation>
        </message>
        <message>
            <source>Unapplied rule changes</source>
            <translation>Niet-toegepaste regelwijzigingen</translation>
        </message>
        <message>
            <source>The rules of season {season} have changes that are not applied yet.</source>
            <translation>De regels van seizoen {season} hebben wijzigingen die nog niet zijn toegepast.</translation>
        </message>
        <message>
            <source>No season yet</source>
            <translation>Nog geen seizoen</translation>
        </message>
        <message>
            <source>{season}: rules</source>
            <translation>{season}: regels</translation>
        </message>
        <message>
            <source>Season {season}: rules</source>
            <translation>Seizoen {season}: regels</translation>
        </message>
    </context>
    <context>
        <name>SeasonPrizesForm</name>
        <message>
            <source>Season prizes (top of the standings)</source>
            <translation>Seizoensprijzen (top van de stand)</translation>
        </message>
        <message>
            <source>Paid from fund</source>
            <translation>Betaald uit pot</translation>
        </message>
        <message>
            <source>Percent by place</source>
            <translation>Procent per plaats</translation>
        </message>
        <message>
            <source>Shared by points among the top</source>
            <translation>Naar punten verdeeld over de beste</translation>
        </message>
        <message>
            <source> players</source>
            <translation> spelers</translation>
        </message>
        <message>
            <source>e.g. {example}</source>
            <translation>bijv. {example}</translation>
        </message>
    </context>
    <context>
        <name>SeasonWords</name>
        <message>
            <source>Season {season}</source>
            <translation>Seizoen {season}</translation>
        </message>
        <message>
            <source>season {season}</source>
            <translation>seizoen {season}</translation>
        </message>
    </context>
    <context>
        <name>SetAsidesEditor</name>
        <message>
            <source>% of buy-ins</source>
            <translation>% van de buy-ins</translation>
        </message>
        <message>
            <source>% of gross</source>
            <translation>% van de bruto-inleg</translation>
        </message>
        <message>
            <source>{money} per entry</source>
            <translation>{money} per inschrijving</translation>
        </message>
        <message>
            <source>{money} per event</source>
            <translation>{money} per toernooi</translation>
        </message>
        <message>
            <source>Set-asides to funds (taken in this order)</source>
            <translation>Reserveringen naar potten (in deze volgorde)</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Pot</translation>
        </message>
        <message>
            <source>Basis</source>
            <translation>Grondslag</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Bedrag</translation>
        </message>
        <message>
            <source>Add set-as&amp;ide</source>
            <translation>&amp;Reservering toevoegen</translation>
        </message>
        <message>
            <source>Remove set-aside</source>
            <translation>Reservering verwijderen</translation>
        </message>
        <message>
            <source>a fund needs a name</source>
            <translation>een pot heeft een naam nodig</translation>
        </message>
        <message>
            <source>Row {row}: {problem}</source>
            <translation>Rij {row}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>StandingsForm</name>
        <message>
            <source>Count-back (more wins, then more 2nds …)</source>
            <translation>Vergelijking van plaatsen (meer zeges, dan meer 2e plaatsen …)</translation>
        </message>
        <message>
            <source>A draw (the Championship screen's Draw)</source>
            <translation>Loting (Loten op het scherm Kampioenschap)</translation>
        </message>
        <message>
            <source>Net winnings, then count-back</source>
            <translation>Nettowinst, dan vergelijking van plaatsen</translation>
        </message>
        <message>
            <source>Nights in the season</source>
            <translation>Avonden in het seizoen</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Seizoen en stand</translation>
        </message>
        <message>
            <source>estimate from the dates</source>
            <translation>schatten uit de data</translation>
        </message>
        <message>
            <source> regular nights</source>
            <translation> reguliere avonden</translation>
        </message>
        <message>
            <source>Ties broken by</source>
            <translation>Gelijke stand beslist door</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>League files and TD3 tournaments (*.json *.tdt);;All files (*)</source>
            <translation>Competitiebestanden en TD3-toernooien (*.json *.tdt);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nieuw seizoen</translation>
        </message>
        <message>
            <source>Its name, and where its rules come from. Season setup changes them later.</source>
            <translation>De naam, en waar de regels vandaan komen. Seizoensinstellingen wijzigt ze later.</translation>
        </message>
        <message>
            <source>&amp;Your own rules, in a few steps</source>
            <translation>&amp;Uw eigen regels, in een paar stappen</translation>
        </message>
        <message>
            <source>A copy of the rules of a &amp;season of this league</source>
            <translation>Een kopie van de regels van een &amp;seizoen van deze competitie</translation>
        </message>
        <message>
            <source>The rules of a &amp;file (a league file or a TD3 tournament)</source>
            <translation>De regels van een &amp;bestand (een competitiebestand of een TD3-toernooi)</translation>
        </message>
        <message>
            <source>A p&amp;reset</source>
            <translation>Een &amp;sjabloon</translation>
        </message>
        <message>
            <source>league.json or tournament.tdt</source>
            <translation>competitie.json of toernooi.tdt</translation>
        </message>
        <message>
            <source>Bro&amp;wse…</source>
            <translation>&amp;Bladeren…</translation>
        </message>
        <message>
            <source>Season na&amp;me:</source>
            <translation>&amp;Naam van het seizoen:</translation>
        </message>
        <message>
            <source>There is already a season named {season}.</source>
            <translation>Er is al een seizoen met de naam {season}.</translation>
        </message>
        <message>
            <source>Rules from a file</source>
            <translation>Regels uit een bestand</translation>
        </message>
    </context>
    <context>
        <name>StartingPointsDialog</name>
        <message>
            <source>Handicaps: points at the start of {season}</source>
            <translation>Handicaps: punten bij de start van seizoen {season}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Points at the start</source>
            <translation>Punten bij de start</translation>
        </message>
        <message>
            <source>Points a player starts the season with: more for last season's leaders, fewer (negative) to hold them back. They count in the standings like penalties do.</source>
            <translation>Punten waarmee een speler het seizoen begint: meer voor de koplopers van vorig seizoen, minder (negatief) om ze af te remmen. Ze tellen in de stand mee zoals straffen.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
    </context>
    <context>
        <name>StructureChooser</name>
        <message>
            <source>Custom…</source>
            <translation>Eigen…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Bewerken…</translation>
        </message>
        <message>
            <source>See and change the levels of the structure</source>
            <translation>De niveaus van de structuur bekijken en wijzigen</translation>
        </message>
        <message>
            <source>The clock runs: {structure}</source>
            <translation>De klok loopt met: {structure}</translation>
        </message>
    </context>
    <context>
        <name>StructureEditor</name>
        <message>
            <source>Hold'em (blinds)</source>
            <translation>Hold'em (blinds)</translation>
        </message>
        <message>
            <source>Stud (ante, bring-in, limits)</source>
            <translation>Stud (ante, bring-in, limieten)</translation>
        </message>
        <message>
            <source>at most 20 kinds of chips</source>
            <translation>hoogstens 20 soorten fiches</translation>
        </message>
        <message>
            <source>'{text}' is not written chip×count (e.g. 100×9)</source>
            <translation>'{text}' is niet geschreven als fiche×aantal (bijv. 100×9)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} u {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>Blind structure: {structure}</source>
            <translation>Blindstructuur: {structure}</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Naam</translation>
        </message>
        <message>
            <source>Ga&amp;me</source>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>Insert &amp;level</source>
            <translation>&amp;Niveau invoegen</translation>
        </message>
        <message>
            <source>Insert &amp;break</source>
            <translation>&amp;Pauze invoegen</translation>
        </message>
        <message>
            <source>&amp;Delete row</source>
            <translation>Rij &amp;verwijderen</translation>
        </message>
        <message>
            <source>&amp;Generate…</source>
            <translation>&amp;Genereren…</translation>
        </message>
        <message>
            <source>Replace the rows with a schedule worked out for you</source>
            <translation>De rijen vervangen door een voor u berekend schema</translation>
        </message>
        <message>
            <source>&amp;Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)</source>
            <translation>&amp;Perioden (Ctrl+Ins: een niveau, Ctrl+B: een pauze, Ctrl+Del: verwijderen)</translation>
        </message>
        <message>
            <source>e.g. 25×8, 100×9, 500×4</source>
            <translation>bijv. 25×8, 100×9, 500×4</translation>
        </message>
        <message>
            <source>The chips each player starts with: denomination × count</source>
            <translation>De fiches waarmee elke speler begint: waarde × aantal</translation>
        </message>
        <message>
            <source>Starting c&amp;hips</source>
            <translation>Start&amp;fiches</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Gegenereerd</translation>
        </message>
        <message>
            <source>= T{stack} each</source>
            <translation>= T{stack} per speler</translation>
        </message>
        <message>
            <source>Starting chips: {problem}</source>
            <translation>Startfiches: {problem}</translation>
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
            <source>Cannot save: {problem}</source>
            <translation>Kan niet opslaan: {problem}</translation>
        </message>
        <message>
            <source>1 level</source>
            <translation>1 niveau</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} niveaus</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 pauze</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} pauzes</translation>
        </message>
        <message>
            <source>{periods}: {length} in all (the last level ends at {clock})</source>
            <translation>{periods}: {length} in totaal (het laatste niveau eindigt op {clock})</translation>
        </message>
    </context>
    <context>
        <name>StructureSection</name>
        <message>
            <source>1 level</source>
            <translation>1 niveau</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} niveaus</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 pauze</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} pauzes</translation>
        </message>
        <message>
            <source>T{stack} to start</source>
            <translation>T{stack} bij de start</translation>
        </message>
        <message>
            <source>Blind structure</source>
            <translation>Blindstructuur</translation>
        </message>
        <message>
            <source>Cl&amp;ock runs</source>
            <translation>De &amp;klok loopt</translation>
        </message>
        <message>
            <source>League default</source>
            <translation>Standaard van de competitie</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>&amp;Niveaus bewerken…</translation>
        </message>
    </context>
    <context>
        <name>StructureTableModel</name>
        <message>
            <source>Period</source>
            <translation>Periode</translation>
        </message>
        <message>
            <source>Starts</source>
            <translation>Begint</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minuten</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>Small blind</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>Big blind</translation>
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
            <translation>Kleine inzet</translation>
        </message>
        <message>
            <source>Big bet</source>
            <translation>Grote inzet</translation>
        </message>
        <message>
            <source>Break note</source>
            <translation>Notitie bij pauze</translation>
        </message>
        <message>
            <source>Colour up</source>
            <translation>Fiches inwisselen</translation>
        </message>
        <message>
            <source>'{text}' is not a whole number</source>
            <translation>'{text}' is geen geheel getal</translation>
        </message>
        <message>
            <source>{value} is not from {least} to {most}</source>
            <translation>{value} ligt niet tussen {least} en {most}</translation>
        </message>
        <message>
            <source>at most 20 chips</source>
            <translation>hoogstens 20 fiches</translation>
        </message>
        <message>
            <source>Break</source>
            <extracomment>The league's locale: the blinds are written and read in it.</extracomment>
            <translation>Pauze</translation>
        </message>
        <message>
            <source>Level {number}</source>
            <translation>Niveau {number}</translation>
        </message>
        <message>
            <source>a note has at most {count} characters</source>
            <translation>een notitie heeft hoogstens {count} tekens</translation>
        </message>
        <message>
            <source>Row {row} (break)</source>
            <translation>Rij {row} (pauze)</translation>
        </message>
        <message>
            <source>Row {row} (level {number})</source>
            <translation>Rij {row} (niveau {number})</translation>
        </message>
        <message>
            <source>A structure has at most {count} periods</source>
            <translation>Een structuur heeft hoogstens {count} perioden</translation>
        </message>
    </context>
</TS>
