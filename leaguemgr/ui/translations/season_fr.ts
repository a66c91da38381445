<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>ChampionshipCommands</name>
        <message>
            <source>{player} declines the championship</source>
            <translation>{player} refuse le championnat</translation>
        </message>
        <message>
            <source>Invite {player} to the championship again</source>
            <translation>Inviter à nouveau {player} au championnat</translation>
        </message>
        <message>
            <source>{player} accepts the make-up buy-in</source>
            <translation>{player} accepte le buy-in de rattrapage</translation>
        </message>
        <message>
            <source>{player} withdraws the make-up buy-in</source>
            <translation>{player} retire le buy-in de rattrapage</translation>
        </message>
        <message>
            <source>Remove {player}'s make-up buy-in</source>
            <translation>Retirer le buy-in de rattrapage de {player}</translation>
        </message>
        <message>
            <source>Draw between {players}</source>
            <translation>Tirage au sort entre {players}</translation>
        </message>
        <message>
            <source>Record the championship result</source>
            <translation>Enregistrer le résultat du championnat</translation>
        </message>
        <message>
            <source>Clear the championship result</source>
            <translation>Effacer le résultat du championnat</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipLabels</name>
        <message>
            <source>{status}: {fee} for 1 missed event</source>
            <translation>{status} : {fee} pour 1 tournoi manqué</translation>
        </message>
        <message>
            <source>{status}: {fee} for {count} missed events</source>
            <translation>{status} : {fee} pour {count} tournois manqués</translation>
        </message>
        <message>
            <source>{status} by make-up ({fee})</source>
            <translation>{status} par rattrapage ({fee})</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Make-up</source>
            <translation>Rattrapage</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipModels</name>
        <message>
            <source>Seat</source>
            <translation>Siège</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Via</source>
            <translation>Par</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Frais</translation>
        </message>
        <message>
            <source>Bonus chips</source>
            <translation>Jetons bonus</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Tapis de départ</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Gain</translation>
        </message>
        <message>
            <source>Type the finish (1 = champion); leave empty for a player who did not play</source>
            <extracomment>Finishes are shown, not edited (a read-only league).</extracomment>
            <translation>Saisissez la place (1 = champion) ; laissez vide pour un joueur qui n’a pas joué</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipResultPanel</name>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Save result</source>
            <translation>Enregistrer le résultat</translation>
        </message>
        <message>
            <source>Clear finishes</source>
            <translation>Effacer les places</translation>
        </message>
        <message>
            <source>Delete result</source>
            <translation>Supprimer le résultat</translation>
        </message>
        <message>
            <source>Remove the recorded championship event (undoable)</source>
            <translation>Retirer le tournoi de championnat enregistré (annulable)</translation>
        </message>
        <message>
            <source>Type each player's finish (1 = champion; equal numbers for a tie).</source>
            <translation>Saisissez la place de chaque joueur (1 = champion ; mêmes numéros pour une égalité).</translation>
        </message>
        <message>
            <source>Type at least one finish before saving.</source>
            <translation>Saisissez au moins une place avant d’enregistrer.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Non enregistré : {reason}</translation>
        </message>
        <message>
            <source>Finishes changed: press Save result to record them.</source>
            <translation>Places modifiées : appuyez sur Enregistrer le résultat pour les garder.</translation>
        </message>
        <message>
            <source>Recorded as event {number} of the season.</source>
            <translation>Enregistré comme tournoi {number} de la saison.</translation>
        </message>
        <message>
            <source>No result recorded yet.</source>
            <translation>Aucun résultat enregistré.</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipRulesForm</name>
        <message>
            <source>Championship</source>
            <translation>Championnat</translation>
        </message>
        <message>
            <source>Subs may play the championship</source>
            <translation>Les remplaçants peuvent jouer le championnat</translation>
        </message>
        <message>
            <source>Make-up buy-in ({money} per missed event)</source>
            <translation>Buy-in de rattrapage ({money} par soirée manquée)</translation>
        </message>
        <message>
            <source>Bonus chips (% of chips in play)</source>
            <translation>Jetons bonus (% des jetons en jeu)</translation>
        </message>
        <message>
            <source>Bonus chips per season point</source>
            <translation>Jetons bonus par point de saison</translation>
        </message>
        <message>
            <source>The fund whose set-asides make the championship pool</source>
            <translation>La cagnotte dont les réserves forment la prize pool du championnat</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Places</translation>
        </message>
        <message>
            <source>Minimum events</source>
            <translation>Soirées minimum</translation>
        </message>
        <message>
            <source>Buy-in ({money})</source>
            <translation>Buy-in ({money})</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Jetons de départ</translation>
        </message>
        <message>
            <source>Smallest chip</source>
            <translation>Plus petit jeton</translation>
        </message>
        <message>
            <source>Pool from fund</source>
            <translation>Prize pool de la cagnotte</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipView</name>
        <message>
            <source>Dra&amp;w…</source>
            <extracomment>Finishes typed into the result and not saved came or went (for the status bar).</extracomment>
            <translation>&amp;Tirer au sort…</translation>
        </message>
        <message>
            <source>Order the players tied at the cut by a draw</source>
            <translation>Départager par tirage au sort les joueurs à égalité à la limite</translation>
        </message>
        <message>
            <source>Decline seat</source>
            <translation>Refuser la place</translation>
        </message>
        <message>
            <source>The selected player declines; the next eligible player is invited</source>
            <translation>Le joueur choisi refuse ; le joueur qualifié suivant est invité</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Filtrer les joueurs…</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Tick a player who pays the make-up buy-in to take a seat.</source>
            <translation>Cochez un joueur qui paie le buy-in de rattrapage pour prendre une place.</translation>
        </message>
        <message>
            <source>Make-up offers</source>
            <translation>Offres de rattrapage</translation>
        </message>
        <message>
            <source>Invite again</source>
            <translation>Inviter à nouveau</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Refusé</translation>
        </message>
        <message>
            <source>Remove make-up (Del)</source>
            <translation>Retirer le rattrapage (Suppr)</translation>
        </message>
        <message>
            <source>Take away the selected make-up buy-in: the standings no longer offer it</source>
            <translation>Retirer le buy-in de rattrapage choisi : le classement ne le propose plus</translation>
        </message>
        <message>
            <source>Recorded, but the standings no longer offer them: each joins neither the field nor the pool. Select one and press Delete to remove it.</source>
            <translation>Enregistrés, mais le classement ne les propose plus : aucun n’entre dans le champ ni dans la prize pool. Choisissez-en un et appuyez sur Suppr pour le retirer.</translation>
        </message>
        <message>
            <source>Make-ups no longer offered</source>
            <translation>Rattrapages plus proposés</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Prize pool</translation>
        </message>
        <message>
            <source>Payouts by place</source>
            <translation>Paiements par place</translation>
        </message>
        <message>
            <source>The championship result has unsaved finishes</source>
            <translation>Le résultat du championnat a des places non enregistrées</translation>
        </message>
        <message>
            <source>{season} has no championship. Set one up under Season setup.</source>
            <translation>{season} n’a pas de championnat. Créez-en un dans Réglages de la saison.</translation>
        </message>
        <message>
            <source>Championship of {season}: {filled} of {seats} seats filled, pool {pool}, starting stack {chips} chips plus bonus chips.</source>
            <translation>Championnat de la {season} : {filled} places sur {seats} occupées, prize pool {pool}, tapis de départ de {chips} jetons plus les jetons bonus.</translation>
        </message>
        <message>
            <source>Tied for the last seat: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>À égalité pour la dernière place : {players}. Tirez la place au sort ou enregistrez un refus ; les offres de rattrapage attendent jusque-là.</translation>
        </message>
        <message>
            <source>Tied for the last seat and not separated by {rule}: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>À égalité pour la dernière place et non départagés par {rule} : {players}. Tirez la place au sort ou enregistrez un refus ; les offres de rattrapage attendent jusque-là.</translation>
        </message>
        <message>
            <source>{player}: {fee} for 1 missed event</source>
            <translation>{player} : {fee} pour 1 tournoi manqué</translation>
        </message>
        <message>
            <source>{player}: {fee} for {count} missed events</source>
            <translation>{player} : {fee} pour {count} tournois manqués</translation>
        </message>
        <message>
            <source>No make-up offers: every seat is taken or none are allowed.</source>
            <translation>Aucune offre de rattrapage : toutes les places sont prises ou aucune n’est permise.</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the season's last regular event. Until then, what each player still needs:</source>
            <translation>{progress} : les buy-ins de rattrapage sont proposés après le dernier tournoi régulier de la saison. D’ici là, ce qu’il manque à chaque joueur :</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the last event.</source>
            <translation>{progress} : les buy-ins de rattrapage sont proposés après le dernier tournoi.</translation>
        </message>
        <message>
            <source>(The season's length is an estimate: set {field} in Season setup.)</source>
            <translation>(La durée de la saison est estimée : indiquez « {field} » dans Réglages de la saison.)</translation>
        </message>
        <message>
            <source>Select a player who changed their mind and press Invite again.</source>
            <translation>Choisissez un joueur qui a changé d’avis et appuyez sur Inviter à nouveau.</translation>
        </message>
        <message>
            <source>Nobody has declined. Select a player in the field and press Decline seat.</source>
            <translation>Personne n’a refusé. Choisissez un joueur du champ et appuyez sur Refuser la place.</translation>
        </message>
        <message>
            <source>{source}:</source>
            <translation>{source} :</translation>
        </message>
        <message>
            <source>Total pool:</source>
            <translation>Prize pool totale :</translation>
        </message>
    </context>
    <context>
        <name>ChipsForm</name>
        <message>
            <source>Chips</source>
            <translation>Jetons</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Tapis de départ</translation>
        </message>
        <message>
            <source>On-time bonus</source>
            <translation>Bonus de ponctualité</translation>
        </message>
        <message>
            <source>Exact-change bonus</source>
            <translation>Bonus appoint exact</translation>
        </message>
        <message>
            <source>Rebuy chips</source>
            <translation>Jetons de recave</translation>
        </message>
        <message>
            <source>Add-on chips</source>
            <translation>Jetons d’add-on</translation>
        </message>
    </context>
    <context>
        <name>DrawDialog</name>
        <message>
            <source>Draw for the last seats</source>
            <translation>Tirage au sort des dernières places</translation>
        </message>
        <message>
            <source>&amp;Draw at random</source>
            <translation>&amp;Tirer au sort</translation>
        </message>
        <message>
            <source>A fair draw by the computer's random source</source>
            <translation>Un tirage équitable par le générateur aléatoire de l’ordinateur</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>&amp;Monter</translation>
        </message>
        <message>
            <source>Move do&amp;wn</source>
            <translation>&amp;Descendre</translation>
        </message>
        <message>
            <source>Draw at random, or put the players in the order drawn with cards at the table (first drawn first). The standings and the cut follow the order recorded; Edit ▸ Undo takes it back.</source>
            <translation>Tirez au sort, ou placez les joueurs dans l’ordre tiré aux cartes à la table (premier tiré en premier). Le classement et la limite suivent l’ordre enregistré ; Édition ▸ Annuler le reprend.</translation>
        </message>
        <message>
            <source>Record the draw</source>
            <translation>Enregistrer le tirage</translation>
        </message>
        <message>
            <source>Drawn at random. OK records this order.</source>
            <translation>Tiré au sort. OK enregistre cet ordre.</translation>
        </message>
    </context>
    <context>
        <name>DuesForm</name>
        <message>
            <source>Nothing: dues are only money owed</source>
            <translation>Rien : les cotisations ne sont qu’une dette</translation>
        </message>
        <message>
            <source>Points: no points after the due event until paid</source>
            <translation>Points : aucun point après le tournoi d’échéance jusqu’au paiement</translation>
        </message>
        <message>
            <source>Championship: not eligible unless paid by the last event</source>
            <translation>Championnat : non qualifié sans paiement avant le dernier tournoi</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Cotisations</translation>
        </message>
        <message>
            <source>Every player who plays a regular event is charged the dues once</source>
            <translation>Chaque joueur qui joue un tournoi régulier paie la cotisation une fois</translation>
        </message>
        <message>
            <source>Dues per player ({money})</source>
            <translation>Cotisation par joueur ({money})</translation>
        </message>
        <message>
            <source>Due by event</source>
            <translation>Dû avant le tournoi</translation>
        </message>
        <message>
            <source>Unpaid dues cost</source>
            <translation>Cotisation impayée coûte</translation>
        </message>
        <message>
            <source>Subs pay dues too</source>
            <translation>Les remplaçants paient aussi la cotisation</translation>
        </message>
        <message>
            <source>Subs</source>
            <translation>Remplaçants</translation>
        </message>
    </context>
    <context>
        <name>FormulaEdit</name>
        <message>
            <source>the formula cannot be checked ({error})</source>
            <translation>impossible de vérifier la formule ({error})</translation>
        </message>
    </context>
    <context>
        <name>FundsView</name>
        <message>
            <source>Funds: what each one feeds</source>
            <translation>Cagnottes : ce que chacune alimente</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Cagnotte</translation>
        </message>
        <message>
            <source>Feeds</source>
            <translation>Alimente</translation>
        </message>
        <message>
            <source>So far</source>
            <translation>Jusqu’ici</translation>
        </message>
        <message>
            <source>Rename fund…</source>
            <translation>Renommer la cagnotte…</translation>
        </message>
        <message>
            <source>Rename the selected fund here and in the nights already closed (one edit)</source>
            <translation>Renommer la cagnotte choisie ici et dans les soirées déjà clôturées (une modification)</translation>
        </message>
        <message>
            <source>New name of fund '{fund}':</source>
            <translation>Nouveau nom de la cagnotte « {fund} » :</translation>
        </message>
        <message>
            <source>Rename fund</source>
            <translation>Renommer la cagnotte</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n’a été modifié.</translation>
        </message>
        <message>
            <source>Rename fund {old} to {new}</source>
            <translation>Renommer la cagnotte {old} en {new}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules and in the nights already closed. This money moves with the name:</source>
            <translation>Renommer la cagnotte « {old} » en « {new} » dans les règles de la saison {season} et dans les soirées déjà clôturées. Cet argent suit le nom :</translation>
        </message>
        <message>
            <source>Event {number}: {amount}</source>
            <translation>Tournoi {number} : {amount}</translation>
        </message>
        <message>
            <source>In all: {amount}</source>
            <translation>En tout : {amount}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules. No closed night has put money into it yet.</source>
            <translation>Renommer la cagnotte « {old} » en « {new} » dans les règles de la saison {season}. Aucune soirée clôturée n’y a encore mis d’argent.</translation>
        </message>
        <message>
            <source>Renamed, '{new}' feeds {feeds}.</source>
            <translation>Renommée, « {new} » alimente {feeds}.</translation>
        </message>
        <message>
            <source>Edit ▸ Undo puts the old name back.</source>
            <translation>Édition ▸ Annuler remet l’ancien nom.</translation>
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
            <translation>Générer une structure de blinds</translation>
        </message>
        <message>
            <source> h</source>
            <translation> h</translation>
        </message>
        <message>
            <source>no breaks</source>
            <translation>sans pause</translation>
        </message>
        <message>
            <source>Levels have an &amp;ante</source>
            <translation>Niveaux avec &amp;ante</translation>
        </message>
        <message>
            <source>&amp;Starting stack</source>
            <translation>&amp;Tapis de départ</translation>
        </message>
        <message>
            <source>S&amp;mallest chip</source>
            <translation>Plus petit &amp;jeton</translation>
        </message>
        <message>
            <source>&amp;Level length</source>
            <translation>&amp;Durée des niveaux</translation>
        </message>
        <message>
            <source>&amp;Target length</source>
            <translation>Durée &amp;visée</translation>
        </message>
        <message>
            <source>&amp;Break every</source>
            <translation>&amp;Pause toutes les</translation>
        </message>
        <message>
            <source>Break le&amp;ngth</source>
            <translation>Durée de la &amp;pause</translation>
        </message>
        <message>
            <source>The generated levels replace every row of the structure.</source>
            <translation>Les niveaux générés remplacent toutes les lignes de la structure.</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Générer</translation>
        </message>
        <message>
            <source>Not generated: {problem}</source>
            <translation>Non générée : {problem}</translation>
        </message>
    </context>
    <context>
        <name>KnockoutForm</name>
        <message>
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <source>Fixed: the hitman takes the whole bounty</source>
            <translation>Fixe : l’éliminateur prend toute la prime</translation>
        </message>
        <message>
            <source>Progressive: part paid, the rest onto the hitman's head</source>
            <translation>Progressive : une part payée, le reste sur la tête de l’éliminateur</translation>
        </message>
        <message>
            <source>Knockout bounty</source>
            <translation>Prime de knockout (KO)</translation>
        </message>
        <message>
            <source>Every buy-in and rebuy buys a bounty on the player's head, paid to whoever knocks them out; the bounties are taken from the gross before the set-asides</source>
            <translation>Chaque buy-in et chaque recave achète une prime sur la tête du joueur, payée à celui qui l’élimine ; les primes sont prises sur le total encaissé avant les réserves</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
        </message>
        <message>
            <source>Bounty per head ({money})</source>
            <translation>Prime par tête ({money})</translation>
        </message>
        <message>
            <source>Paid at once (%)</source>
            <translation>Payé tout de suite (%)</translation>
        </message>
        <message>
            <source>1 entry at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>1 entrée à {buyin} : d’abord {bounties} en primes, une prize pool de {pool}</translation>
        </message>
        <message>
            <source>{count} entries at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>{count} entrées à {buyin} : d’abord {bounties} en primes, une prize pool de {pool}</translation>
        </message>
    </context>
    <context>
        <name>NewSeasonWizard</name>
        <message>
            <source>New season</source>
            <translation>Nouvelle saison</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Créer</translation>
        </message>
        <message>
            <source>&lt; Bac&amp;k</source>
            <translation>&lt; &amp;Retour</translation>
        </message>
        <message>
            <source>Buy-in, rebuys and add-ons</source>
            <translation>Buy-in, recaves et add-ons</translation>
        </message>
        <message>
            <source>What a player pays. Tick the box if a player may rebuy or add on, not both. A knockout bounty is part of the buy-in: "{money}40 + {money}10 KO" is a {money}50 buy-in with a {money}10 bounty.</source>
            <translation>Ce que paie un joueur. Cochez la case si un joueur peut faire une recave ou un add-on, pas les deux. Une prime de knockout fait partie du buy-in : « {money}40 + {money}10 KO » est un buy-in de {money}50 avec une prime de {money}10.</translation>
        </message>
        <message>
            <source>What is set aside</source>
            <translation>Ce qui est mis de côté</translation>
        </message>
        <message>
            <source>Money taken from each night into a fund before the payouts: a championship, a trip, the expenses. Nothing is set aside until you add a row; name the fund after its purpose, the Championship step says which fund pays its pool.</source>
            <translation>L’argent pris chaque soirée pour une cagnotte avant les paiements : un championnat, un voyage, les frais. Rien n’est mis de côté tant que vous n’ajoutez pas de ligne ; nommez la cagnotte d’après son but, l’étape Championnat indique quelle cagnotte paie sa prize pool.</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Paiements</translation>
        </message>
        <message>
            <source>The percent of the pool paid to each place, by the size of the field.</source>
            <translation>Le pourcentage de la prize pool payé à chaque place, selon la taille du champ.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>How a night scores: a formula over the night's figures (prize, n, place, buyin …), a table by place, or the Neau formula. The preview is a real night worked out by the rules of the steps before.</source>
            <translation>Comment une soirée rapporte des points : une formule sur les chiffres de la soirée (prize, n, place, buyin …), un tableau par place ou la formule de Neau. L’aperçu est une vraie soirée calculée selon les règles des étapes précédentes.</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Championnat</translation>
        </message>
        <message>
            <source>A playoff for the top of the standings, if the league has one: its seats, the fund that pays its pool, and its starting stacks (bonus chips per season point for stacks = points x N).</source>
            <translation>Un tournoi final pour le haut du classement, si la ligue en a un : ses places, la cagnotte qui paie sa prize pool et ses tapis de départ (jetons bonus par point de saison pour des tapis = points x N).</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Saison et classement</translation>
        </message>
        <message>
            <source>How many regular nights the season will hold ("after 3 of 10 events"; left at its first value, the app estimates it from the dates), and how players level on points are ordered: count-back, a draw, or net winnings.</source>
            <translation>Combien de soirées régulières la saison comptera (« après 3 tournois sur 10 » ; laissé à sa première valeur, l’application l’estime d’après les dates), et comment départager les joueurs à égalité de points : aux places, par tirage au sort ou aux gains nets.</translation>
        </message>
    </context>
    <context>
        <name>NightForm</name>
        <message>
            <source>Random open seat</source>
            <translation>Siège libre au hasard</translation>
        </message>
        <message>
            <source>Seat 3, largest short table</source>
            <translation>Siège 3, plus grande table incomplète</translation>
        </message>
        <message>
            <source>A knockout each</source>
            <translation>Un knockout chacun</translation>
        </message>
        <message>
            <source>Half a knockout each</source>
            <translation>Un demi-knockout chacun</translation>
        </message>
        <message>
            <source>at most {count} redraws</source>
            <translation>au plus {count} nouveaux tirages</translation>
        </message>
        <message>
            <source>Night: tables, rebuys, absent players</source>
            <translation>Soirée : tables, recaves, absents</translation>
        </message>
        <message>
            <source>Unticked: the nights run the AZ way with a bounty or dealer credits, else the FNC way</source>
            <translation>Décoché : les soirées se jouent à la manière AZ avec une prime ou des crédits de donneur, sinon à la manière FNC</translation>
        </message>
        <message>
            <source> players</source>
            <translation> joueurs</translation>
        </message>
        <message>
            <source>Drawn as cards</source>
            <translation>Tirées avec des cartes</translation>
        </message>
        <message>
            <source>One card per seat: the suit names the table, Ace = button</source>
            <translation>Une carte par siège : la couleur désigne la table, As = bouton</translation>
        </message>
        <message>
            <source>e.g. 18, 10</source>
            <translation>p. ex. 18, 10</translation>
        </message>
        <message>
            <source>Counts of players left at which the whole field is drawn again, instead of breaking tables</source>
            <translation>Nombres de joueurs restants auxquels tout le champ est tiré à nouveau, au lieu de casser des tables</translation>
        </message>
        <message>
            <source>all night</source>
            <translation>toute la soirée</translation>
        </message>
        <message>
            <source>In the bust's level only</source>
            <translation>Seulement au niveau de l’élimination</translation>
        </message>
        <message>
            <source>never</source>
            <translation>jamais</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Sans limite</translation>
        </message>
        <message>
            <source>Table si&amp;ze</source>
            <translation>&amp;Taille des tables</translation>
        </message>
        <message>
            <source>One table up to</source>
            <translation>Une seule table jusqu’à</translation>
        </message>
        <message>
            <source>Seat draw</source>
            <translation>Tirage des sièges</translation>
        </message>
        <message>
            <source>Redraws at</source>
            <translation>Nouveau tirage à</translation>
        </message>
        <message>
            <source>Late seat</source>
            <translation>Place d’un retardataire</translation>
        </message>
        <message>
            <source>Rebuys until level</source>
            <translation>Recaves jusqu’au niveau</translation>
        </message>
        <message>
            <source>Rebuy timing</source>
            <translation>Moment de la recave</translation>
        </message>
        <message>
            <source>Two hitmen</source>
            <translation>Deux éliminateurs</translation>
        </message>
        <message>
            <source>Late entry until level</source>
            <translation>Inscription tardive jusqu’au niveau</translation>
        </message>
        <message>
            <source>Absent chips off at level</source>
            <translation>Jetons des absents retirés au niveau</translation>
        </message>
        <message>
            <source>Absent player forfeits</source>
            <translation>Un absent est éliminé après</translation>
        </message>
        <message>
            <source>Add-ons per entry</source>
            <translation>Add-ons par entrée</translation>
        </message>
    </context>
    <context>
        <name>Ordinal</name>
        <message>
            <source>1st</source>
            <translation>1er</translation>
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
            <translation>1 centime</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Payout table (percent of the pool by place)</source>
            <translation>Tableau des paiements (pourcentage de la prize pool par place)</translation>
        </message>
        <message>
            <source>Add ro&amp;w</source>
            <translation>Ajouter une &amp;ligne</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Retirer la ligne</translation>
        </message>
        <message>
            <source>Add &amp;place</source>
            <translation>Ajouter une &amp;place</translation>
        </message>
        <message>
            <source>Remove place</source>
            <translation>Retirer une place</translation>
        </message>
        <message>
            <source>Round each payout to</source>
            <translation>Arrondir chaque paiement à</translation>
        </message>
        <message>
            <source>e.g. 0.25</source>
            <translation>p. ex. 0,25</translation>
        </message>
        <message>
            <source>enter whole numbers of entries</source>
            <translation>saisissez des nombres entiers d’entrées</translation>
        </message>
        <message>
            <source>From</source>
            <translation>De</translation>
        </message>
        <message>
            <source>To</source>
            <translation>À</translation>
        </message>
        <message>
            <source>Sum</source>
            <translation>Somme</translation>
        </message>
        <message>
            <source>{place} place has no percentage</source>
            <translation>La place {place} n’a pas de pourcentage</translation>
        </message>
        <message>
            <source>{place} place: {problem}</source>
            <translation>Place {place} : {problem}</translation>
        </message>
        <message>
            <source>Row {range} adds up to {total}%, not 100%</source>
            <translation>La ligne {range} fait {total} %, pas 100 %</translation>
        </message>
        <message>
            <source>Row {range}: {problem}</source>
            <translation>Ligne {range} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>PointsByField</name>
        <message>
            <source>line {line} is not like '{example}'</source>
            <translation>la ligne {line} n’a pas la forme « {example} »</translation>
        </message>
        <message>
            <source>line {line}: '{points}' are not points by place</source>
            <translation>ligne {line} : « {points} » ne sont pas des points par place</translation>
        </message>
        <message>
            <source>line {line}: {low} entries is more than {high}</source>
            <translation>ligne {line} : {low} entrées, c’est plus que {high}</translation>
        </message>
        <message>
            <source>type one range of field sizes a line, e.g. {example}</source>
            <translation>saisissez une tranche de nombre de joueurs par ligne, p. ex. {example}</translation>
        </message>
    </context>
    <context>
        <name>PointsEditor</name>
        <message>
            <source>Neau formula (Fish 'N' Chips)</source>
            <translation>Formule de Neau (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Fixed points by place + participation</source>
            <translation>Points fixes par place + participation</translation>
        </message>
        <message>
            <source>A table by field size</source>
            <translation>Un tableau selon le nombre d’entrées</translation>
        </message>
        <message>
            <source>Custom formula</source>
            <translation>Formule personnalisée</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Points b&amp;y</source>
            <translation>Points &amp;selon</translation>
        </message>
        <message>
            <source>Places</source>
            <translation>Places</translation>
        </message>
        <message>
            <source>Participation</source>
            <translation>Participation</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tableaux</translation>
        </message>
        <message>
            <source>For&amp;mula</source>
            <translation>For&amp;mule</translation>
        </message>
        <message>
            <source>Variables: {names}. Functions: {functions}; x if condition else y.</source>
            <translation>Variables : {names}. Fonctions : {functions} ; x if condition else y.</translation>
        </message>
        <message>
            <source>every result</source>
            <translation>chaque résultat</translation>
        </message>
        <message>
            <source> best results</source>
            <translation> meilleurs résultats</translation>
        </message>
        <message>
            <source>Season &amp;counts</source>
            <translation>La saison &amp;compte</translation>
        </message>
        <message>
            <source>Preview for a field of</source>
            <translation>Aperçu pour un champ de</translation>
        </message>
        <message>
            <source> entries</source>
            <translation> entrées</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Gain</translation>
        </message>
        <message>
            <source>No preview: {problem}</source>
            <translation>Pas d’aperçu : {problem}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys</source>
            <translation>à {buyin} chacun, sans recave</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: {bounties} in knockout bounties first, a pool of {pool}</source>
            <translation>à {buyin} chacun, sans recave : d’abord {bounties} en primes de KO, une prize pool de {pool}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: a pool of {pool}</source>
            <translation>à {buyin} chacun, sans recave : une prize pool de {pool}</translation>
        </message>
        <message>
            <source>points of 1st, 2nd, 3rd … e.g. {example}</source>
            <translation>points des 1re, 2e, 3e places … p. ex. {example}</translation>
        </message>
    </context>
    <context>
        <name>PoliciesForm</name>
        <message>
            <source>No season penalty</source>
            <translation>Pas de pénalité de saison</translation>
        </message>
        <message>
            <source>Forfeits all season points (Fish 'N' Chips)</source>
            <translation>Perd tous ses points de saison (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Not eligible for the championship (Azwine)</source>
            <translation>Non qualifié pour le championnat (Azwine)</translation>
        </message>
        <message>
            <source>Nobody (first winner)</source>
            <translation>Personne (premier vainqueur)</translation>
        </message>
        <message>
            <source>Attendance, bounty and dealers</source>
            <translation>Présence, prime et donneurs</translation>
        </message>
        <message>
            <source>Late cancel costs the points of the last finisher</source>
            <translation>Coûte les points du dernier classé</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Annulation tardive</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Absence</translation>
        </message>
        <message>
            <source>Dealers earn free entries (3 full or 6 half games)</source>
            <translation>Entrées gratuites aux donneurs (3 parties ou 6 demies)</translation>
        </message>
        <message>
            <source>Dealer credits</source>
            <translation>Crédits de donneur</translation>
        </message>
        <message>
            <source>Bounty on the previous event's winner</source>
            <translation>Prime sur le vainqueur du tournoi précédent</translation>
        </message>
        <message>
            <source>Set aside per event ({money})</source>
            <translation>Réserve par tournoi ({money})</translation>
        </message>
        <message>
            <source>First event's target</source>
            <translation>Cible du premier tournoi</translation>
        </message>
    </context>
    <context>
        <name>PricesForm</name>
        <message>
            <source>Prices</source>
            <translation>Tarifs</translation>
        </message>
        <message>
            <source>&amp;Buy-in ({money})</source>
            <translation>&amp;Buy-in ({money})</translation>
        </message>
        <message>
            <source>&amp;Rebuy ({money})</source>
            <translation>&amp;Recave ({money})</translation>
        </message>
        <message>
            <source>A&amp;dd-on ({money})</source>
            <translation>A&amp;dd-on ({money})</translation>
        </message>
        <message>
            <source>&amp;Unlimited</source>
            <translation>&amp;Illimité</translation>
        </message>
        <message>
            <source>Max rebuys per entry</source>
            <translation>Recaves max. par entrée</translation>
        </message>
        <message>
            <source>A rebuy or an add-on, not both</source>
            <translation>Une recave ou un add-on, pas les deux</translation>
        </message>
        <message>
            <source>Nights are played to a cash-out</source>
            <translation>Les soirées se jouent jusqu’au cash-out</translation>
        </message>
        <message>
            <source>Every player's chips are cashed out at the end: the event editor asks each player's cash-out, the finishes follow from them and no payout table is used</source>
            <translation>Les jetons de chaque joueur sont rachetés à la fin : l’éditeur de tournoi demande le cash-out de chacun, les places en découlent et aucun tableau de paiements n’est utilisé</translation>
        </message>
    </context>
    <context>
        <name>SampleLine</name>
        <message>
            <source>Sample night of</source>
            <translation>Soirée d’exemple de</translation>
        </message>
        <message>
            <source> players</source>
            <translation> joueurs</translation>
        </message>
        <message>
            <source>no sample: {problem}</source>
            <translation>pas d’exemple : {problem}</translation>
        </message>
        <message>
            <source>gross {amount}</source>
            <translation>total encaissé {amount}</translation>
        </message>
        <message>
            <source>{amount} in knockout bounties</source>
            <translation>{amount} en primes de KO</translation>
        </message>
        <message>
            <source>{amount} to {fund}</source>
            <translation>{amount} pour {fund}</translation>
        </message>
        <message>
            <source>pool {pool}, paid to nobody</source>
            <translation>prize pool {pool}, payée à personne</translation>
        </message>
        <message>
            <source>pool {pool}, paid {prizes}</source>
            <translation>prize pool {pool}, payée {prizes}</translation>
        </message>
    </context>
    <context>
        <name>SeasonActions</name>
        <message>
            <source>&amp;New season…</source>
            <translation>&amp;Nouvelle saison…</translation>
        </message>
        <message>
            <source>&amp;Rename season…</source>
            <translation>&amp;Renommer la saison…</translation>
        </message>
        <message>
            <source>&amp;Delete season…</source>
            <translation>&amp;Supprimer la saison…</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nouvelle saison</translation>
        </message>
        <message>
            <source>Rename season</source>
            <translation>Renommer la saison</translation>
        </message>
        <message>
            <source>New name of season {season}:</source>
            <translation>Nouveau nom de la saison {season} :</translation>
        </message>
        <message>
            <source>Delete season</source>
            <translation>Supprimer la saison</translation>
        </message>
        <message>
            <source>Delete season {season} and its 1 event?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Supprimer la saison {season} et sa soirée ?

Édition ▸ Annuler la rétablit tant que la ligue reste ouverte.</translation>
        </message>
        <message>
            <source>Delete season {season} and its {count} events?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>Supprimer la saison {season} et ses {count} soirées ?

Édition ▸ Annuler la rétablit tant que la ligue reste ouverte.</translation>
        </message>
    </context>
    <context>
        <name>SeasonCommands</name>
        <message>
            <source>New season {season}</source>
            <translation>Nouvelle saison {season}</translation>
        </message>
        <message>
            <source>Rename season {old} to {new}</source>
            <translation>Renommer la saison {old} en {new}</translation>
        </message>
        <message>
            <source>Delete season {season}</source>
            <translation>Supprimer la saison {season}</translation>
        </message>
    </context>
    <context>
        <name>SeasonCompleteBox</name>
        <message>
            <source>Regular season complete</source>
            <translation>Saison régulière terminée</translation>
        </message>
        <message>
            <source>Tick when the regular season is over (say a night was cancelled): its season prizes are owed from today, on the Money screen and in the report. They are owed anyway once the season's last planned night is closed.</source>
            <translation>Cochez quand la saison régulière est finie (une soirée annulée, par exemple) : ses prix de saison sont dus dès aujourd’hui, dans la caisse et dans le rapport. Ils sont dus de toute façon dès que la dernière soirée prévue est clôturée.</translation>
        </message>
        <message>
            <source>Regular season complete (its last planned night, {event}, is closed)</source>
            <translation>Saison régulière terminée (sa dernière soirée prévue, {event}, est clôturée)</translation>
        </message>
        <message>
            <source>Regular season complete (since {day})</source>
            <translation>Saison régulière terminée (depuis le {day})</translation>
        </message>
        <message>
            <source>Regular season {season} complete</source>
            <translation>Saison régulière {season} terminée</translation>
        </message>
        <message>
            <source>Regular season {season} not complete</source>
            <translation>Saison régulière {season} non terminée</translation>
        </message>
    </context>
    <context>
        <name>SeasonEditor</name>
        <message>
            <source>{season} setup has unapplied changes</source>
            <extracomment>Changes not applied yet came or went (the window's status bar follows). The "New season…" button of a league with no season yet (the window asks the name).</extracomment>
            <translation>Les réglages de {season} ont des modifications non appliquées</translation>
        </message>
        <message>
            <source>Fill with the rules of:</source>
            <translation>Remplir avec les règles de :</translation>
        </message>
        <message>
            <source>Fill the form with the {preset} rules (then Apply to keep them)</source>
            <translation>Remplir le formulaire avec les règles du {preset} (puis Appliquer pour les garder)</translation>
        </message>
        <message>
            <source>Rever&amp;t</source>
            <translation>Res&amp;taurer</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Appliquer</translation>
        </message>
        <message>
            <source>Handicaps…</source>
            <translation>Handicaps…</translation>
        </message>
        <message>
            <source>Points each player starts the season with</source>
            <translation>Points avec lesquels chaque joueur commence la saison</translation>
        </message>
        <message>
            <source>New season…</source>
            <translation>Nouvelle saison…</translation>
        </message>
        <message>
            <source>Start a season: its name and its rules (Alt+N, N)</source>
            <translation>Commencer une saison : son nom et ses règles (Alt+N, N)</translation>
        </message>
        <message>
            <source>Not applied: {reason}</source>
            <translation>Non appliqué : {reason}</translation>
        </message>
        <message>
            <source>Cannot apply: 1 problem (first: {first})</source>
            <translation>Impossible d’appliquer : 1 problème (le premier : {first})</translation>
        </message>
        <message>
            <source>Cannot apply: {count} problems (first: {first})</source>
            <translation>Impossible d’appliquer : {count} problèmes (le premier : {first})</translation>
        </message>
        <message>
            <source>Changes not applied yet.</source>
            <translation>Modifications pas encore appliquées.</translation>
        </message>
        <message>
            <source>These are the saved rules of the season.</source>
            <translation>Ce sont les règles enregistrées de la saison.</translation>
        </message>
        <message>
            <source>Handicaps of season {season}</source>
            <translation>Handicaps de la saison {season}</translation>
        </message>
        <message>
            <source>Handicaps</source>
            <translation>Handicaps</translation>
        </message>
        <message>
            <source>The new rules of season {season} apply from the next event on: the nights already closed keep the money they paid. Worked out again with the new rules, they would pay this instead:</source>
            <translation>Les nouvelles règles de la saison {season} s’appliquent à partir du prochain tournoi : les soirées déjà clôturées gardent ce qu’elles ont payé. Recalculées avec les nouvelles règles, elles paieraient plutôt ceci :</translation>
        </message>
        <message>
            <source>Apply from the next event on</source>
            <translation>Appliquer à partir du prochain tournoi</translation>
        </message>
        <message>
            <source>Recompute the closed nights too</source>
            <translation>Recalculer aussi les soirées clôturées</translation>
        </message>
        <message>
            <source>Change the rules of season {season}</source>
            <translation>Modifier les règles de la saison {season}</translation>
        </message>
        <message>
            <source>Unapplied rule changes</source>
            <translation>Modifications de règles non appliquées</translation>
        </message>
        <message>
            <source>The rules of season {season} have changes that are not applied yet.</source>
            <translation>Les règles de la saison {season} ont des modifications pas encore appliquées.</translation>
        </message>
        <message>
            <source>No season yet</source>
            <translation>Pas encore de saison</translation>
        </message>
        <message>
            <source>{season}: rules</source>
            <translation>{season} : règles</translation>
        </message>
        <message>
            <source>Season {season}: rules</source>
            <translation>Saison {season} : règles</translation>
        </message>
    </context>
    <context>
        <name>SeasonPrizesForm</name>
        <message>
            <source>Season prizes (top of the standings)</source>
            <translation>Prix de saison (haut du classement)</translation>
        </message>
        <message>
            <source>Paid from fund</source>
            <translation>Payé par la cagnotte</translation>
        </message>
        <message>
            <source>Percent by place</source>
            <translation>Pourcentage par place</translation>
        </message>
        <message>
            <source>Shared by points among the top</source>
            <translation>Partagé selon les points entre les premiers</translation>
        </message>
        <message>
            <source> players</source>
            <translation> joueurs</translation>
        </message>
        <message>
            <source>e.g. {example}</source>
            <translation>p. ex. {example}</translation>
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
            <translation>saison {season}</translation>
        </message>
    </context>
    <context>
        <name>SetAsidesEditor</name>
        <message>
            <source>% of buy-ins</source>
            <translation>% des buy-ins</translation>
        </message>
        <message>
            <source>% of gross</source>
            <translation>% du total encaissé</translation>
        </message>
        <message>
            <source>{money} per entry</source>
            <translation>{money} par entrée</translation>
        </message>
        <message>
            <source>{money} per event</source>
            <translation>{money} par tournoi</translation>
        </message>
        <message>
            <source>Set-asides to funds (taken in this order)</source>
            <translation>Réserves vers les cagnottes (prises dans cet ordre)</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Cagnotte</translation>
        </message>
        <message>
            <source>Basis</source>
            <translation>Base</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <source>Add set-as&amp;ide</source>
            <translation>Ajouter une &amp;réserve</translation>
        </message>
        <message>
            <source>Remove set-aside</source>
            <translation>Retirer la réserve</translation>
        </message>
        <message>
            <source>a fund needs a name</source>
            <translation>une cagnotte a besoin d’un nom</translation>
        </message>
        <message>
            <source>Row {row}: {problem}</source>
            <translation>Ligne {row} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>StandingsForm</name>
        <message>
            <source>Count-back (more wins, then more 2nds …)</source>
            <translation>Aux places (plus de victoires, puis de 2es places …)</translation>
        </message>
        <message>
            <source>A draw (the Championship screen's Draw)</source>
            <translation>Un tirage au sort (Tirage de l’écran Championnat)</translation>
        </message>
        <message>
            <source>Net winnings, then count-back</source>
            <translation>Gains nets, puis départage aux places</translation>
        </message>
        <message>
            <source>Nights in the season</source>
            <translation>Soirées de la saison</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Saison et classement</translation>
        </message>
        <message>
            <source>estimate from the dates</source>
            <translation>estimer d’après les dates</translation>
        </message>
        <message>
            <source> regular nights</source>
            <translation> soirées régulières</translation>
        </message>
        <message>
            <source>Ties broken by</source>
            <translation>Égalités départagées par</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>League files and TD3 tournaments (*.json *.tdt);;All files (*)</source>
            <translation>Fichiers de ligue et tournois TD3 (*.json *.tdt);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nouvelle saison</translation>
        </message>
        <message>
            <source>Its name, and where its rules come from. Season setup changes them later.</source>
            <translation>Son nom, et d’où viennent ses règles. Réglages de la saison les modifie ensuite.</translation>
        </message>
        <message>
            <source>&amp;Your own rules, in a few steps</source>
            <translation>&amp;Vos propres règles, en quelques étapes</translation>
        </message>
        <message>
            <source>A copy of the rules of a &amp;season of this league</source>
            <translation>Une copie des règles d’une &amp;saison de cette ligue</translation>
        </message>
        <message>
            <source>The rules of a &amp;file (a league file or a TD3 tournament)</source>
            <translation>Les règles d’un &amp;fichier (un fichier de ligue ou un tournoi TD3)</translation>
        </message>
        <message>
            <source>A p&amp;reset</source>
            <translation>Un &amp;modèle</translation>
        </message>
        <message>
            <source>league.json or tournament.tdt</source>
            <translation>ligue.json ou tournoi.tdt</translation>
        </message>
        <message>
            <source>Bro&amp;wse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message>
            <source>Season na&amp;me:</source>
            <translation>No&amp;m de la saison :</translation>
        </message>
        <message>
            <source>There is already a season named {season}.</source>
            <translation>Il existe déjà une saison nommée {season}.</translation>
        </message>
        <message>
            <source>Rules from a file</source>
            <translation>Règles d’un fichier</translation>
        </message>
    </context>
    <context>
        <name>StartingPointsDialog</name>
        <message>
            <source>Handicaps: points at the start of {season}</source>
            <translation>Handicaps : points au début de la saison {season}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Points at the start</source>
            <translation>Points au départ</translation>
        </message>
        <message>
            <source>Points a player starts the season with: more for last season's leaders, fewer (negative) to hold them back. They count in the standings like penalties do.</source>
            <translation>Points avec lesquels un joueur commence la saison : plus pour les meneurs de la saison passée, moins (négatifs) pour les freiner. Ils comptent au classement comme les pénalités.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
    </context>
    <context>
        <name>StructureChooser</name>
        <message>
            <source>Custom…</source>
            <translation>Personnalisée…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Modifier…</translation>
        </message>
        <message>
            <source>See and change the levels of the structure</source>
            <translation>Voir et modifier les niveaux de la structure</translation>
        </message>
        <message>
            <source>The clock runs: {structure}</source>
            <translation>L’horloge suit : {structure}</translation>
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
            <translation>Stud (ante, bring-in, limites)</translation>
        </message>
        <message>
            <source>at most 20 kinds of chips</source>
            <translation>au plus 20 sortes de jetons</translation>
        </message>
        <message>
            <source>'{text}' is not written chip×count (e.g. 100×9)</source>
            <translation>« {text} » n’est pas écrit jeton×nombre (p. ex. 100×9)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} h {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>Blind structure: {structure}</source>
            <translation>Structure des blinds : {structure}</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>Ga&amp;me</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <source>Insert &amp;level</source>
            <translation>Insérer un &amp;niveau</translation>
        </message>
        <message>
            <source>Insert &amp;break</source>
            <translation>Insérer une &amp;pause</translation>
        </message>
        <message>
            <source>&amp;Delete row</source>
            <translation>&amp;Supprimer la ligne</translation>
        </message>
        <message>
            <source>&amp;Generate…</source>
            <translation>&amp;Générer…</translation>
        </message>
        <message>
            <source>Replace the rows with a schedule worked out for you</source>
            <translation>Remplacer les lignes par un programme calculé pour vous</translation>
        </message>
        <message>
            <source>&amp;Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)</source>
            <translation>&amp;Périodes (Ctrl+Inser : un niveau, Ctrl+B : une pause, Ctrl+Suppr : supprimer)</translation>
        </message>
        <message>
            <source>e.g. 25×8, 100×9, 500×4</source>
            <translation>p. ex. 25×8, 100×9, 500×4</translation>
        </message>
        <message>
            <source>The chips each player starts with: denomination × count</source>
            <translation>Les jetons de départ de chaque joueur : valeur × nombre</translation>
        </message>
        <message>
            <source>Starting c&amp;hips</source>
            <translation>&amp;Jetons de départ</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Générée</translation>
        </message>
        <message>
            <source>= T{stack} each</source>
            <translation>= T{stack} chacun</translation>
        </message>
        <message>
            <source>Starting chips: {problem}</source>
            <translation>Jetons de départ : {problem}</translation>
        </message>
        <message>
            <source>Problems ({count}): fix them to save</source>
            <translation>Problèmes ({count}) : corrigez-les pour enregistrer</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>Aucun problème</translation>
        </message>
        <message>
            <source>Cannot save: {problem}</source>
            <translation>Impossible d’enregistrer : {problem}</translation>
        </message>
        <message>
            <source>1 level</source>
            <translation>1 niveau</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} niveaux</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 pause</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} pauses</translation>
        </message>
        <message>
            <source>{periods}: {length} in all (the last level ends at {clock})</source>
            <translation>{periods} : {length} en tout (le dernier niveau finit à {clock})</translation>
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
            <translation>{count} niveaux</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 pause</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} pauses</translation>
        </message>
        <message>
            <source>T{stack} to start</source>
            <translation>T{stack} au départ</translation>
        </message>
        <message>
            <source>Blind structure</source>
            <translation>Structure des blinds</translation>
        </message>
        <message>
            <source>Cl&amp;ock runs</source>
            <translation>L’&amp;horloge suit</translation>
        </message>
        <message>
            <source>League default</source>
            <translation>Par défaut de la ligue</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>Modifier les &amp;niveaux…</translation>
        </message>
    </context>
    <context>
        <name>StructureTableModel</name>
        <message>
            <source>Period</source>
            <translation>Période</translation>
        </message>
        <message>
            <source>Starts</source>
            <translation>Début</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutes</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>Petite blind</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>Grosse blind</translation>
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
            <translation>Petite mise</translation>
        </message>
        <message>
            <source>Big bet</source>
            <translation>Grosse mise</translation>
        </message>
        <message>
            <source>Break note</source>
            <translation>Note de pause</translation>
        </message>
        <message>
            <source>Colour up</source>
            <translation>Change de couleur</translation>
        </message>
        <message>
            <source>'{text}' is not a whole number</source>
            <translation>« {text} » n’est pas un nombre entier</translation>
        </message>
        <message>
            <source>{value} is not from {least} to {most}</source>
            <translation>{value} n’est pas entre {least} et {most}</translation>
        </message>
        <message>
            <source>at most 20 chips</source>
            <translation>au plus 20 jetons</translation>
        </message>
        <message>
            <source>Break</source>
            <extracomment>The league's locale: the blinds are written and read in it.</extracomment>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Level {number}</source>
            <translation>Niveau {number}</translation>
        </message>
        <message>
            <source>a note has at most {count} characters</source>
            <translation>une note a au plus {count} caractères</translation>
        </message>
        <message>
            <source>Row {row} (break)</source>
            <translation>Ligne {row} (pause)</translation>
        </message>
        <message>
            <source>Row {row} (level {number})</source>
            <translation>Ligne {row} (niveau {number})</translation>
        </message>
        <message>
            <source>A structure has at most {count} periods</source>
            <translation>Une structure a au plus {count} périodes</translation>
        </message>
    </context>
</TS>
