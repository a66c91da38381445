<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>ArrivalsBar</name>
        <message>
            <source>Type a name, Enter: arrived</source>
            <translation>Tapez un nom, Entrée : arrivé</translation>
        </message>
        <message>
            <source>&amp;On time</source>
            <translation>À l'&amp;heure</translation>
        </message>
        <message>
            <source>E&amp;xact change</source>
            <translation>&amp;Appoint exact</translation>
        </message>
        <message>
            <source>F&amp;ree entry</source>
            <translation>Entrée &amp;gratuite</translation>
        </message>
        <message>
            <source>&amp;Unpaid</source>
            <translation>&amp;Non payé</translation>
        </message>
        <message>
            <source>Absen&amp;t</source>
            <translation>Absen&amp;t</translation>
        </message>
        <message>
            <source>Pays &amp;what is owed</source>
            <translation>Paie ce qui est &amp;dû</translation>
        </message>
        <message>
            <source>Records a payment of what the player owes, with the buy-in</source>
            <translation>Enregistre le paiement de ce que le joueur doit, avec le buy-in</translation>
        </message>
        <message>
            <source>Registered and seated, chips on the table, not here yet (Ctrl+T when they come)</source>
            <translation>Inscrit et placé, jetons sur la table, pas encore là (Ctrl+T à son arrivée)</translation>
        </message>
        <message>
            <source>A free entry earned by dealing (checked against the credits)</source>
            <translation>Une entrée gratuite gagnée comme donneur (vérifiée avec les crédits)</translation>
        </message>
        <message>
            <source>Listed as owing the buy-in until paid</source>
            <translation>Doit le buy-in jusqu'au paiement</translation>
        </message>
        <message>
            <source>&amp;Arrives:</source>
            <translation>&amp;Arrive :</translation>
        </message>
        <message>
            <source>{player} owes {amount}</source>
            <translation>{player} doit {amount}</translation>
        </message>
    </context>
    <context>
        <name>BigScreenWindow</name>
        <message>
            <source>Clock — leaguemgr</source>
            <translation>Horloge — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to</source>
            <translation>L'écran où va cette fenêtre</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Plein écran (F11)</translation>
        </message>
        <message>
            <source>Logo…</source>
            <translation>Logo…</translation>
        </message>
        <message>
            <source>An image shown before the league's name (Cancel: none)</source>
            <translation>Une image affichée avant le nom de la ligue (Annuler : aucune)</translation>
        </message>
        <message>
            <source>Phone code (Q)</source>
            <translation>Code téléphone (Q)</translation>
        </message>
        <message>
            <source>The players' phone page as a QR code in the corner, while the page is on</source>
            <translation>La page téléphone des joueurs en QR code dans le coin, tant que la page est active</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Écran {number} : {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>écran</translation>
        </message>
        <message>
            <source>Logo for the big screen</source>
            <translation>Logo pour le grand écran</translation>
        </message>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.svg *.bmp)</source>
            <translation>Images (*.png *.jpg *.jpeg *.svg *.bmp)</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Aucune soirée en cours</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Gains</translation>
        </message>
        <message>
            <source>Players left</source>
            <translation>Joueurs restants</translation>
        </message>
    </context>
    <context>
        <name>BustEntry</name>
        <message>
            <source>Who is out? Enter (Ctrl+Enter: another in the same hand)</source>
            <translation>Qui est éliminé ? Entrée (Ctrl+Entrée : un autre dans la même main)</translation>
        </message>
        <message>
            <source>Busted by? Enter (Esc: nobody)</source>
            <translation>Éliminé par ? Entrée (Échap : personne)</translation>
        </message>
        <message>
            <source>Next out: {place}</source>
            <translation>Prochain éliminé : {place}</translation>
        </message>
        <message>
            <source>&amp;Bust:</source>
            <translation>Éli&amp;mination :</translation>
        </message>
        <message>
            <source>By:</source>
            <translation>Par :</translation>
        </message>
        <message>
            <source>{winner} wins: the night is ready to close ({key})</source>
            <translation>{winner} gagne : la soirée peut être clôturée ({key})</translation>
        </message>
        <message>
            <source>Type the chips {player} began the hand with (a whole number)</source>
            <translation>Tapez les jetons avec lesquels {player} a commencé la main (un nombre entier)</translation>
        </message>
        <message>
            <source>Out in this hand: {players}</source>
            <translation>Éliminés dans cette main : {players}</translation>
        </message>
        <message>
            <source>busted by {players}</source>
            <translation>éliminés par {players}</translation>
        </message>
        <message>
            <source>R = rebuy (back in), Enter = out, Esc = cancel</source>
            <translation>R = recave (de retour), Entrée = éliminé, Échap = annuler</translation>
        </message>
        <message>
            <source>{player}: {keys}</source>
            <translation>{player} : {keys}</translation>
        </message>
        <message>
            <source>Chips {player} began the hand with, Enter (Esc = cancel):</source>
            <translation>Jetons de {player} au début de la main, Entrée (Échap = annuler) :</translation>
        </message>
    </context>
    <context>
        <name>BustsModel</name>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Éliminé par</translation>
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
            <translation>&amp;Laisser une dette…</translation>
        </message>
        <message>
            <source>Hand a player the prize whole: what they owe stays owed</source>
            <translation>Remettre tout son gain à un joueur : ce qu'il doit reste dû</translation>
        </message>
        <message>
            <source>Leave a debt standing</source>
            <translation>Laisser une dette</translation>
        </message>
        <message>
            <source>Hand the whole prize to:</source>
            <translation>Remettre tout le gain à :</translation>
        </message>
    </context>
    <context>
        <name>ClockActions</name>
        <message>
            <source>&amp;Start / pause clock</source>
            <translation>&amp;Démarrer / mettre en pause l'horloge</translation>
        </message>
        <message>
            <source>&amp;Next level</source>
            <translation>Niveau &amp;suivant</translation>
        </message>
        <message>
            <source>Pre&amp;vious level</source>
            <translation>Niveau &amp;précédent</translation>
        </message>
        <message>
            <source>&amp;Add a minute</source>
            <translation>&amp;Ajouter une minute</translation>
        </message>
        <message>
            <source>&amp;Take a minute off</source>
            <translation>&amp;Retirer une minute</translation>
        </message>
        <message>
            <source>&amp;Big screen…</source>
            <translation>&amp;Grand écran…</translation>
        </message>
        <message>
            <source>The clock and the night, large, on a second screen or a TV</source>
            <translation>L'horloge et la soirée, en grand, sur un second écran ou une télé</translation>
        </message>
        <message>
            <source>Clock s&amp;ounds</source>
            <translation>S&amp;ons de l'horloge</translation>
        </message>
        <message>
            <source>Beep at a level's last minute and chime at its end</source>
            <translation>Bip à la dernière minute d'un niveau, carillon à la fin</translation>
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
            <translation>Pas démarrée</translation>
        </message>
        <message>
            <source>Late entry only</source>
            <translation>Entrée tardive seule</translation>
        </message>
        <message>
            <source>Start clock</source>
            <translation>Démarrer l'horloge</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
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
            <translation>Démarrer, mettre en pause ou reprendre l'horloge ({key})</translation>
        </message>
        <message>
            <source>Take a minute off the level or break ({key})</source>
            <translation>Retirer une minute au niveau ou à la pause ({key})</translation>
        </message>
        <message>
            <source>Add a minute to the level or break ({key})</source>
            <translation>Ajouter une minute au niveau ou à la pause ({key})</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Aucune soirée en cours</translation>
        </message>
        <message>
            <source>Break</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Colour up: {chips}</source>
            <translation>Change de jetons : {chips}</translation>
        </message>
        <message>
            <source>After level {level}</source>
            <translation>Après le niveau {level}</translation>
        </message>
    </context>
    <context>
        <name>ClosedCashOut</name>
        <message>
            <source>Print cash-out…</source>
            <translation>Imprimer le cash-out…</translation>
        </message>
        <message>
            <source>Event {number} closed: the cash-out</source>
            <translation>Soirée {number} clôturée : le cash-out</translation>
        </message>
        <message>
            <source>{league} — season {season} — Cash sheet</source>
            <translation>{league} — saison {season} — Feuille de caisse</translation>
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
            <translation>Inscrits</translation>
        </message>
        <message>
            <source>Waitlist</source>
            <translation>Liste d'attente</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Refusé</translation>
        </message>
        <message>
            <source>Late cancels</source>
            <translation>Annulations tardives</translation>
        </message>
        <message>
            <source>Not answered</source>
            <translation>Sans réponse</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>peut-être</translation>
        </message>
        <message>
            <source>{answer} (recorded by the organizer)</source>
            <translation>{answer} (enregistré par l'organisateur)</translation>
        </message>
        <message>
            <source>Proposed at the night's close: the penalty applies only on your word</source>
            <translation>Proposé à la clôture de la soirée : la pénalité ne s'applique que sur votre accord</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Record an answer &amp;for</source>
            <translation>Enregistrer une réponse &amp;pour</translation>
        </message>
        <message>
            <source>Record “{answer}”</source>
            <translation>Enregistrer « {answer} »</translation>
        </message>
        <message>
            <source>{answer}, as the player said in a chat or call</source>
            <translation>{answer}, comme le joueur l'a dit par message ou au téléphone</translation>
        </message>
        <message>
            <source>{answer} (by organizer)</source>
            <translation>{answer} (par l'organisateur)</translation>
        </message>
        <message>
            <source>1 answer</source>
            <translation>1 réponse</translation>
        </message>
        <message>
            <source>{count} answers</source>
            <translation>{count} réponses</translation>
        </message>
        <message>
            <source>History of {player}: {answers}</source>
            <translation>Historique de {player} : {answers}</translation>
        </message>
        <message>
            <source>{player} has not answered</source>
            <translation>{player} n'a pas répondu</translation>
        </message>
    </context>
    <context>
        <name>ComingCommands</name>
        <message>
            <source>Record {player}'s {answer} for event {number}</source>
            <translation>Enregistrer le « {answer} » de {player} pour la soirée {number}</translation>
        </message>
    </context>
    <context>
        <name>ComingDialog</name>
        <message>
            <source>Who is coming</source>
            <translation>Qui vient</translation>
        </message>
        <message>
            <source>&amp;New night</source>
            <translation>&amp;Nouvelle soirée</translation>
        </message>
        <message>
            <source>no cap</source>
            <translation>sans limite</translation>
        </message>
        <message>
            <source>&amp;Answer by</source>
            <translation>&amp;Réponse avant</translation>
        </message>
        <message>
            <source>S&amp;tarts at</source>
            <translation>&amp;Commence à</translation>
        </message>
        <message>
            <source>where the night is played</source>
            <translation>où se joue la soirée</translation>
        </message>
        <message>
            <source>&amp;Save night</source>
            <translation>&amp;Enregistrer la soirée</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>&amp;Soirée</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Date</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Lieu</translation>
        </message>
        <message>
            <source>S&amp;eats</source>
            <translation>Pl&amp;aces</translation>
        </message>
        <message>
            <source>Event {number}, {date}</source>
            <translation>Soirée {number}, {date}</translation>
        </message>
        <message>
            <source>Event {number}</source>
            <translation>Soirée {number}</translation>
        </message>
        <message>
            <source>No night is planned: New night plans one.</source>
            <translation>Aucune soirée prévue : Nouvelle soirée en prévoit une.</translation>
        </message>
        <message>
            <source>{count} going</source>
            <translation>{count} viennent</translation>
        </message>
        <message>
            <source>{count} of {seats} going</source>
            <translation>{count} sur {seats} viennent</translation>
        </message>
        <message>
            <source>{going}, {waiting} waiting, {declined} declined, {unanswered} not answered</source>
            <translation>{going}, {waiting} en attente, {declined} refus, {unanswered} sans réponse</translation>
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
            <translation>Deal entre les joueurs restants</translation>
        </message>
        <message>
            <source>&amp;Method:</source>
            <translation>&amp;Méthode :</translation>
        </message>
        <message>
            <source>Record the deal</source>
            <translation>Enregistrer le deal</translation>
        </message>
        <message>
            <source>takes {amount} (equity {equity})</source>
            <translation>reçoit {amount} (équité {equity})</translation>
        </message>
        <message>
            <source>Dealt: {amount}</source>
            <translation>Partagé : {amount}</translation>
        </message>
    </context>
    <context>
        <name>DirectorsDialog</name>
        <message>
            <source>A director runs tonight from their phone: the clock, arrivals, busts, rebuys and add-ons, and undo. Each has a link of their own: give it only to them. Every action they take shows in the night's log with their name.</source>
            <translation>Un directeur mène la soirée depuis son téléphone : l'horloge, les arrivées, les éliminations, les recaves et add-ons, et l'annulation. Chacun a son propre lien : ne le donnez qu'à lui. Chacune de ses actions apparaît dans le journal de la soirée avec son nom.</translation>
        </message>
        <message>
            <source>Start Players' Phones… first: the directors' pages are served with it. Directors made now get their links as soon as it is on.</source>
            <translation>Démarrez d'abord Téléphones des joueurs… : les pages des directeurs sont servies avec. Les directeurs créés maintenant reçoivent leur lien dès qu'elle est active.</translation>
        </message>
        <message>
            <source>No night is running: start one on the Night screen, then make its directors.</source>
            <translation>Aucune soirée en cours : démarrez-en une sur l'écran Soirée, puis créez ses directeurs.</translation>
        </message>
        <message>
            <source>Directors</source>
            <translation>Directeurs</translation>
        </message>
        <message>
            <source>Name, as the players know them</source>
            <translation>Nom, tel que les joueurs le connaissent</translation>
        </message>
        <message>
            <source>&amp;Add director</source>
            <translation>&amp;Ajouter un directeur</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copier</translation>
        </message>
        <message>
            <source>Copy the link, to send it to the director</source>
            <translation>Copier le lien pour l'envoyer au directeur</translation>
        </message>
        <message>
            <source>The director points their phone's camera here to open their page</source>
            <translation>Le directeur pointe l'appareil photo de son téléphone ici pour ouvrir sa page</translation>
        </message>
        <message>
            <source>&amp;Reissue link</source>
            <translation>&amp;Renouveler le lien</translation>
        </message>
        <message>
            <source>A new link: the old one stops working at once</source>
            <translation>Un nouveau lien : l'ancien cesse aussitôt de fonctionner</translation>
        </message>
        <message>
            <source>&amp;End</source>
            <translation>&amp;Terminer</translation>
        </message>
        <message>
            <source>The link stops working at once (they can be added again)</source>
            <translation>Le lien cesse aussitôt de fonctionner (il peut être ajouté à nouveau)</translation>
        </message>
        <message>
            <source>Tonight's directors:</source>
            <translation>Directeurs de ce soir :</translation>
        </message>
        <message>
            <source>Add director</source>
            <translation>Ajouter un directeur</translation>
        </message>
        <message>
            <source>{name} is a director tonight.</source>
            <translation>{name} est directeur ce soir.</translation>
        </message>
        <message>
            <source>Reissue link</source>
            <translation>Renouveler le lien</translation>
        </message>
        <message>
            <source>{name} has a new link: the old one no longer works.</source>
            <translation>{name} a un nouveau lien : l'ancien ne fonctionne plus.</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Terminer</translation>
        </message>
        <message>
            <source>{name}'s link no longer works.</source>
            <translation>Le lien de {name} ne fonctionne plus.</translation>
        </message>
        <message>
            <source>(served with Players' Phones)</source>
            <translation>(servi avec Téléphones des joueurs)</translation>
        </message>
        <message>
            <source>{name}'s link:</source>
            <translation>Lien de {name} :</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copié.</translation>
        </message>
    </context>
    <context>
        <name>GoingList</name>
        <message>
            <source>Said yes and not here yet: Enter arrives the selected player</source>
            <translation>A dit oui, pas encore là : Entrée fait arriver le joueur choisi</translation>
        </message>
        <message>
            <source>{player} (waitlist {place})</source>
            <translation>{player} (liste d'attente {place})</translation>
        </message>
    </context>
    <context>
        <name>LivePanel</name>
        <message>
            <source>The night</source>
            <translation>La soirée</translation>
        </message>
        <message>
            <source>HAND FOR HAND</source>
            <translation>MAIN PAR MAIN</translation>
        </message>
        <message>
            <source>Every table plays one hand at a time (Ctrl+H: off)</source>
            <translation>Chaque table joue une main à la fois (Ctrl+H : désactiver)</translation>
        </message>
        <message>
            <source>◀ Prev</source>
            <translation>◀ Préc.</translation>
        </message>
        <message>
            <source>Back one level (Ctrl+Left)</source>
            <translation>Revenir d'un niveau (Ctrl+Gauche)</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Suiv. ▶</translation>
        </message>
        <message>
            <source>Next level (Ctrl+Right)</source>
            <translation>Niveau suivant (Ctrl+Droite)</translation>
        </message>
        <message>
            <source>Players left:</source>
            <translation>Joueurs restants :</translation>
        </message>
        <message>
            <source>Prize pool:</source>
            <translation>Prize pool :</translation>
        </message>
        <message>
            <source>Payouts:</source>
            <translation>Gains :</translation>
        </message>
        <message>
            <source>Bounty on:</source>
            <translation>Prime sur :</translation>
        </message>
        <message>
            <source>Rebuys:</source>
            <translation>Recaves :</translation>
        </message>
        <message>
            <source>Moves to make:</source>
            <translation>Déplacements :</translation>
        </message>
        <message>
            <source>Still owes:</source>
            <translation>Doit encore :</translation>
        </message>
        <message>
            <source>Absent:</source>
            <translation>Absents :</translation>
        </message>
        <message>
            <source>Dealers:</source>
            <translation>Donneurs :</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Aucune soirée en cours</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Niveau {level}</translation>
        </message>
        <message>
            <source>{left} of {entries} entries</source>
            <translation>{left} sur {entries} entrées</translation>
        </message>
        <message>
            <source>{who} {amount}</source>
            <translation>{who} {amount}</translation>
        </message>
        <message>
            <source>deal: {payouts}</source>
            <translation>deal : {payouts}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>period closed</source>
            <translation>période fermée</translation>
        </message>
        <message>
            <source>period open to the end of level {level}</source>
            <translation>période ouverte jusqu'à la fin du niveau {level}</translation>
        </message>
        <message>
            <source>period open</source>
            <translation>période ouverte</translation>
        </message>
        <message>
            <source>1 taken{addons}</source>
            <translation>1 prise{addons}</translation>
        </message>
        <message>
            <source>{taken} taken{addons}</source>
            <translation>{taken} prises{addons}</translation>
        </message>
        <message>
            <source>{player} ({game})</source>
            <translation>{player} ({game})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>fixed</source>
            <translation>fixe</translation>
        </message>
        <message>
            <source>progressive: {share}% paid at once</source>
            <translation>progressive : {share} % payés tout de suite</translation>
        </message>
        <message>
            <source>every head, {amount} ({how})</source>
            <translation>chaque tête, {amount} ({how})</translation>
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
            <translation>jetons à retirer (Ctrl+Maj+X)</translation>
        </message>
        <message>
            <source>forfeit due (Ctrl+Shift+X)</source>
            <translation>forfait dû (Ctrl+Maj+X)</translation>
        </message>
        <message>
            <source>full</source>
            <translation>complète</translation>
        </message>
        <message>
            <source>half</source>
            <translation>demi</translation>
        </message>
        <message>
            <source>unpaid</source>
            <translation>non payé</translation>
        </message>
        <message>
            <source>left</source>
            <translation>parti</translation>
        </message>
        <message>
            <source>not here yet</source>
            <translation>pas encore là</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>the draw: everyone to the seat listed under Seating</source>
            <translation>le tirage : chacun au siège indiqué sous Placement</translation>
        </message>
        <message>
            <source>redraw: {count} players take the new seats listed under Seating</source>
            <translation>nouveau tirage : {count} joueurs prennent les nouveaux sièges indiqués sous Placement</translation>
        </message>
        <message>
            <source>{player}: table {table} seat {seat} → table {to_table} seat {to_seat}</source>
            <translation>{player} : table {table} siège {seat} → table {to_table} siège {to_seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table} seat {seat}</source>
            <translation>{player} s'assoit table {table} siège {seat}</translation>
        </message>
    </context>
    <context>
        <name>NightActions</name>
        <message>
            <source>A rebuy</source>
            <translation>Une recave</translation>
        </message>
        <message>
            <source>An add-on</source>
            <translation>Un add-on</translation>
        </message>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Démarrez d'abord une soirée (Ctrl+Maj+S)</translation>
        </message>
        <message>
            <source>Start another night</source>
            <translation>Démarrer une autre soirée</translation>
        </message>
        <message>
            <source>Event {running} is running. Start event {number} as well (another table or venue)?</source>
            <translation>La soirée {running} est en cours. Démarrer aussi la soirée {number} (autre table ou autre lieu) ?</translation>
        </message>
        <message>
            <source>Started night {number}</source>
            <translation>Soirée {number} démarrée</translation>
        </message>
        <message>
            <source>{player} arrived</source>
            <translation>{player} est arrivé</translation>
        </message>
        <message>
            <source>{player} arrived and paid what they owed</source>
            <translation>{player} est arrivé et a payé ce qu'il devait</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>{player} was not added</source>
            <translation>{player} n'a pas été ajouté</translation>
        </message>
        <message>
            <source>'{player}' is not on the roster: Enter = add to the roster and arrive, Esc = no</source>
            <translation>« {player} » n'est pas dans la liste : Entrée = l'ajouter et le faire arriver, Échap = non</translation>
        </message>
        <message>
            <source>Seats drawn</source>
            <translation>Sièges tirés</translation>
        </message>
        <message>
            <source>{players} out</source>
            <translation>{players} éliminé(s)</translation>
        </message>
        <message>
            <source>{player} rebought</source>
            <translation>{player} a recavé</translation>
        </message>
        <message>
            <source>{player} out and rebought. {bounties}</source>
            <translation>{player} éliminé et recavé. {bounties}</translation>
        </message>
        <message>
            <source>{done}. {bounties}</source>
            <translation>{done}. {bounties}</translation>
        </message>
        <message>
            <source>{what}: type the player's name in the bust field (Alt+B) or pick them in the seating (Alt+I, arrows), then {key}</source>
            <translation>{what} : tapez le nom du joueur dans le champ élimination (Alt+B) ou choisissez-le dans le placement (Alt+I, flèches), puis {key}</translation>
        </message>
        <message>
            <source>Pick the player in the seating or type them in the bust field: {reason}</source>
            <translation>Choisissez le joueur dans le placement ou tapez-le dans le champ élimination : {reason}</translation>
        </message>
        <message>
            <source>{player} took the add-on: {hint}</source>
            <translation>{player} a pris l'add-on : {hint}</translation>
        </message>
        <message>
            <source>{player} took the add-on</source>
            <translation>{player} a pris l'add-on</translation>
        </message>
        <message>
            <source>Type the player who came or left first: {reason}</source>
            <translation>Tapez d'abord le joueur arrivé ou parti : {reason}</translation>
        </message>
        <message>
            <source>{player} is here</source>
            <translation>{player} est là</translation>
        </message>
        <message>
            <source>{player} left the table (absent)</source>
            <translation>{player} a quitté la table (absent)</translation>
        </message>
        <message>
            <source>Type the player who is absent first: {reason}</source>
            <translation>Tapez d'abord le joueur absent : {reason}</translation>
        </message>
        <message>
            <source>{player}'s chips taken off (no-show)</source>
            <translation>Jetons de {player} retirés (absent)</translation>
        </message>
        <message>
            <source>{player} forfeited</source>
            <translation>{player} a déclaré forfait</translation>
        </message>
        <message>
            <source>Nothing is due for {player} yet: the rules give them more time</source>
            <translation>Rien n'est encore dû pour {player} : les règles lui laissent plus de temps</translation>
        </message>
        <message>
            <source>Type the player who deals first: {reason}</source>
            <translation>Tapez d'abord le joueur qui donne : {reason}</translation>
        </message>
        <message>
            <source>{player} is no dealer</source>
            <translation>{player} n'est pas donneur</translation>
        </message>
        <message>
            <source>{player} deals a full game</source>
            <translation>{player} donne une partie complète</translation>
        </message>
        <message>
            <source>{player} deals a half game</source>
            <translation>{player} donne une demi-partie</translation>
        </message>
        <message>
            <source>No dealer recorded for {player}</source>
            <translation>Aucun donneur enregistré pour {player}</translation>
        </message>
        <message>
            <source>{player} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel</source>
            <translation>{player} donne : F = partie complète, H = demi-partie, N = pas donneur, Échap = annuler</translation>
        </message>
        <message>
            <source>Hand for hand: on</source>
            <translation>Main par main : activé</translation>
        </message>
        <message>
            <source>Hand for hand: off</source>
            <translation>Main par main : désactivé</translation>
        </message>
        <message>
            <source>Level changed</source>
            <translation>Niveau changé</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Rien à annuler</translation>
        </message>
        <message>
            <source>{undone}. {bounties}</source>
            <translation>{undone}. {bounties}</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Annulé : {action}</translation>
        </message>
        <message>
            <source>Close event {number}? Its result and money are then final.</source>
            <translation>Clôturer la soirée {number} ? Son résultat et l'argent seront alors définitifs.</translation>
        </message>
        <message>
            <source>Close the night</source>
            <translation>Clôturer la soirée</translation>
        </message>
        <message>
            <source>Closed event {number}.</source>
            <translation>Soirée {number} clôturée.</translation>
        </message>
        <message>
            <source>From the players' answers:</source>
            <translation>D'après les réponses des joueurs :</translation>
        </message>
        <message>
            <source>late cancels (the season's penalty applies): {players}</source>
            <translation>annulations tardives (la pénalité de la saison s'applique) : {players}</translation>
        </message>
        <message>
            <source>going but not here, no-shows (the season's policy): {players}</source>
            <translation>inscrits mais absents, non présentés (règle de la saison) : {players}</translation>
        </message>
        <message>
            <source>Record them with the result?</source>
            <translation>Les enregistrer avec le résultat ?</translation>
        </message>
        <message>
            <source>Late cancels and no-shows</source>
            <translation>Annulations tardives et absents</translation>
        </message>
        <message>
            <source>Deal recorded</source>
            <translation>Deal enregistré</translation>
        </message>
        <message>
            <source>Draw the seats first (Ctrl+D)</source>
            <translation>Tirez d'abord les sièges (Ctrl+D)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Cartes de table</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Plan de table</translation>
        </message>
    </context>
    <context>
        <name>NightCalls</name>
        <message>
            <source>the league is read-only</source>
            <translation>la ligue est en lecture seule</translation>
        </message>
    </context>
    <context>
        <name>NightClock</name>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Démarrez d'abord une soirée (Ctrl+Maj+S)</translation>
        </message>
        <message>
            <source>no night is running: start one on the Night screen</source>
            <translation>aucune soirée en cours : démarrez-en une sur l'écran Soirée</translation>
        </message>
        <message>
            <source>Clock started</source>
            <translation>Horloge démarrée</translation>
        </message>
        <message>
            <source>Clock paused</source>
            <translation>Horloge en pause</translation>
        </message>
        <message>
            <source>Clock running again</source>
            <translation>L'horloge repart</translation>
        </message>
        <message>
            <source>A minute added</source>
            <translation>Une minute ajoutée</translation>
        </message>
        <message>
            <source>A minute taken off</source>
            <translation>Une minute retirée</translation>
        </message>
    </context>
    <context>
        <name>NightMenu</name>
        <message>
            <source>Start n&amp;ight</source>
            <translation>Démarrer la &amp;soirée</translation>
        </message>
        <message>
            <source>Dra&amp;w seats</source>
            <translation>&amp;Tirer les sièges</translation>
        </message>
        <message>
            <source>&amp;Rebuy</source>
            <translation>&amp;Recave</translation>
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
            <translation>C&amp;lôturer la soirée…</translation>
        </message>
    </context>
    <context>
        <name>NightView</name>
        <message>
            <source>Start night</source>
            <translation>Démarrer la soirée</translation>
        </message>
        <message>
            <source>Start the season's next night (Ctrl+Shift+S)</source>
            <translation>Démarrer la prochaine soirée de la saison (Ctrl+Maj+S)</translation>
        </message>
        <message>
            <source>Draw seats</source>
            <translation>Tirer les sièges</translation>
        </message>
        <message>
            <source>Seat everyone who arrived (Ctrl+D)</source>
            <translation>Placer tous les arrivés (Ctrl+D)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Take back the night's last action (Ctrl+Z)</source>
            <translation>Annuler la dernière action de la soirée (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Close night…</source>
            <translation>Clôturer la soirée…</translation>
        </message>
        <message>
            <source>Check the result and close (Ctrl+Shift+C)</source>
            <translation>Vérifier le résultat et clôturer (Ctrl+Maj+C)</translation>
        </message>
        <message>
            <source>Seating view…</source>
            <translation>Vue du placement…</translation>
        </message>
        <message>
            <source>The seats, large, on a second screen</source>
            <translation>Les sièges, en grand, sur un second écran</translation>
        </message>
        <message>
            <source>Print seats…</source>
            <translation>Imprimer les sièges…</translation>
        </message>
        <message>
            <source>The seating chart (Ctrl+Shift+P) or table cards (Ctrl+Shift+T)</source>
            <translation>Le plan de table (Ctrl+Maj+P) ou les cartes de table (Ctrl+Maj+T)</translation>
        </message>
        <message>
            <source>Seating chart…</source>
            <translation>Plan de table…</translation>
        </message>
        <message>
            <source>Table cards…</source>
            <translation>Cartes de table…</translation>
        </message>
        <message>
            <source>Deal…</source>
            <translation>Deal…</translation>
        </message>
        <message>
            <source>The players left share the prizes (Ctrl+Shift+D)</source>
            <translation>Les joueurs restants se partagent les gains (Ctrl+Maj+D)</translation>
        </message>
        <message>
            <source>Night:</source>
            <translation>Soirée :</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z takes back the top one</source>
            <translation>Les actions de la soirée, la plus récente en premier : Ctrl+Z annule celle du haut</translation>
        </message>
        <message>
            <source>Said &amp;yes, not here yet (Enter: arrived)</source>
            <translation>A dit &amp;oui, pas encore là (Entrée : arrivé)</translation>
        </message>
        <message>
            <source>Seat&amp;ing (Ctrl+R: the selected player rebuys)</source>
            <translation>Placement (&amp;I) (Ctrl+R : le joueur choisi recave)</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Classement du soir</translation>
        </message>
        <message>
            <source>The night so far</source>
            <translation>La soirée jusqu'ici</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z undoes the top one</source>
            <translation>Les actions de la soirée, la plus récente en premier : Ctrl+Z annule celle du haut</translation>
        </message>
        <message>
            <source>Not done: {reason}</source>
            <translation>Non fait : {reason}</translation>
        </message>
        <message>
            <source>Event {number} (running)</source>
            <translation>Soirée {number} (en cours)</translation>
        </message>
        <message>
            <source>Event {number} is running</source>
            <translation>La soirée {number} est en cours</translation>
        </message>
        <message>
            <source>Start night {number}</source>
            <translation>Démarrer la soirée {number}</translation>
        </message>
    </context>
    <context>
        <name>PhonesDialog</name>
        <message>
            <source>Players open this page on their phones, on the same Wi-Fi as this computer: the clock, the seats, the payouts and the standings; nothing can be changed there. Each player's own page (Players ▸ Personal link) is served too: there they answer for the next nights.</source>
            <translation>Les joueurs ouvrent cette page sur leur téléphone, sur le même Wi-Fi que cet ordinateur : l'horloge, les sièges, les gains et le classement ; rien ne peut y être modifié. La page personnelle de chaque joueur (Joueurs ▸ Lien personnel) est servie aussi : ils y répondent pour les prochaines soirées.</translation>
        </message>
        <message>
            <source>{address} (this computer only)</source>
            <translation>{address} (cet ordinateur uniquement)</translation>
        </message>
        <message>
            <source>Players' Phones</source>
            <translation>Téléphones des joueurs</translation>
        </message>
        <message>
            <source>Show the page on the local network</source>
            <translation>Afficher la page sur le réseau local</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy the address, to send it to the players</source>
            <translation>Copier l'adresse pour l'envoyer aux joueurs</translation>
        </message>
        <message>
            <source>Players point their phone's camera here to open the page</source>
            <translation>Les joueurs pointent l'appareil photo de leur téléphone ici pour ouvrir la page</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse :</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port :</translation>
        </message>
        <message>
            <source>{address}, used last time, is not this computer's address now.</source>
            <translation>{address}, utilisée la dernière fois, n'est plus l'adresse de cet ordinateur.</translation>
        </message>
        <message>
            <source>Players point their phone's camera at the code, or type this address in their browser (or you send it to them). Switching off and on again makes a new one.</source>
            <translation>Les joueurs pointent l'appareil photo de leur téléphone sur le code, ou tapent cette adresse dans leur navigateur (ou vous la leur envoyez). Désactiver puis réactiver en crée une nouvelle.</translation>
        </message>
        <message>
            <source>{address} is this computer only: phones need a network address.</source>
            <translation>{address} désigne cet ordinateur seul : les téléphones ont besoin d'une adresse réseau.</translation>
        </message>
        <message>
            <source>The page is off.</source>
            <translation>La page est désactivée.</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copié.</translation>
        </message>
    </context>
    <context>
        <name>PhonesPublisher</name>
        <message>
            <source>Open a league first: the page shows its standings and its night.</source>
            <extracomment>Why the last snapshot could not be made ("" when it was). Why only the phone page is served, not the players' own pages ("" when they are).</extracomment>
            <translation>Ouvrez d'abord une ligue : la page montre son classement et sa soirée.</translation>
        </message>
        <message>
            <source>The phones show the last good snapshot: {reason}</source>
            <translation>Les téléphones montrent le dernier état valide : {reason}</translation>
        </message>
        <message>
            <source>This league is read-only: the players' own pages are not served.</source>
            <translation>Cette ligue est en lecture seule : les pages personnelles des joueurs ne sont pas servies.</translation>
        </message>
        <message>
            <source>The players' own pages are not served: {reason}</source>
            <translation>Les pages personnelles des joueurs ne sont pas servies : {reason}</translation>
        </message>
    </context>
    <context>
        <name>PrintSeating</name>
        <message>
            <source>Event {number}: seats at level {level}, {left} of {entries} players left</source>
            <translation>Soirée {number} : sièges au niveau {level}, {left} joueurs restants sur {entries}</translation>
        </message>
        <message>
            <source>{league} — {season} — Seating</source>
            <translation>{league} — {season} — Placement</translation>
        </message>
        <message>
            <source>{league} — {season} — Table cards</source>
            <translation>{league} — {season} — Cartes de table</translation>
        </message>
        <message>
            <source>Event {number}, seats at level {level}</source>
            <translation>Soirée {number}, sièges au niveau {level}</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Plan de table</translation>
        </message>
    </context>
    <context>
        <name>SeatingWindow</name>
        <message>
            <source>Seating — leaguemgr</source>
            <translation>Placement — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to (F11: full screen)</source>
            <translation>L'écran où va cette fenêtre (F11 : plein écran)</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Écran {number} : {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>écran</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Aucune soirée en cours</translation>
        </message>
        <message>
            <source>Event {number} — level {level} — {left} of {entries} left</source>
            <translation>Soirée {number} — niveau {level} — {left} restants sur {entries}</translation>
        </message>
        <message>
            <source>{count} arrived — seats not drawn yet</source>
            <translation>{count} arrivés — sièges pas encore tirés</translation>
        </message>
        <message>
            <source>Moves: {moves}</source>
            <translation>Déplacements : {moves}</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Table {table}</translation>
        </message>
    </context>
    <context>
        <name>SeatsModel</name>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Siège</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>{name} (absent)</source>
            <translation>{name} (absent)</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Prime</translation>
        </message>
    </context>
    <context>
        <name>TvLinkDialog</name>
        <message>
            <source>Open this address in the browser of any TV or computer on the same Wi-Fi as this computer: it shows the big screen, the clock, the blinds, the payouts and the tiles, and follows the night within a second. Most browsers go full screen with F11.</source>
            <translation>Ouvrez cette adresse dans le navigateur de n'importe quelle télé ou ordinateur sur le même Wi-Fi que cet ordinateur : elle montre le grand écran, l'horloge, les blinds, les gains et les tuiles, et suit la soirée à la seconde près. La plupart des navigateurs passent en plein écran avec F11.</translation>
        </message>
        <message>
            <source>The TV's page is served with the players' phone page, which is off.</source>
            <translation>La page de la télé est servie avec la page téléphone des joueurs, qui est désactivée.</translation>
        </message>
        <message>
            <source>Point the TV's or tablet's camera at the code, or type the address. Switching the phone page off and on again makes a new one.</source>
            <translation>Pointez l'appareil photo de la télé ou de la tablette sur le code, ou tapez l'adresse. Désactiver puis réactiver la page téléphone en crée une nouvelle.</translation>
        </message>
        <message>
            <source>{address} is this computer only: a TV needs a network address.</source>
            <translation>{address} désigne cet ordinateur seul : une télé a besoin d'une adresse réseau.</translation>
        </message>
        <message>
            <source>TV by Link</source>
            <translation>Télé par lien</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Copy the TV's address</source>
            <translation>Copier l'adresse de la télé</translation>
        </message>
        <message>
            <source>Start the Phone Page</source>
            <translation>Démarrer la page téléphone</translation>
        </message>
        <message>
            <source>Serve the phone page, and the TV's with it, as last time</source>
            <translation>Servir la page téléphone, et celle de la télé avec, comme la dernière fois</translation>
        </message>
        <message>
            <source>A TV's or tablet's camera opens the page from here</source>
            <translation>L'appareil photo d'une télé ou d'une tablette ouvre la page d'ici</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copié.</translation>
        </message>
    </context>
</TS>
