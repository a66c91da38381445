<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AddPlayerBar</name>
        <message>
            <source>&amp;Add player:</source>
            <translation>&amp;Ajouter un joueur :</translation>
        </message>
        <message>
            <source>type a few letters of the name, Enter</source>
            <translation>tapez quelques lettres du nom, Entrée</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}' ({names}): keep typing</source>
            <translation>
                <numerusform>%n joueur correspond à « {text} » ({names}) : continuez à taper</numerusform>
                <numerusform>%n joueurs correspondent à « {text} » ({names}) : continuez à taper</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AddPlayerDialog</name>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>First and last name</source>
            <translation>Prénom et nom</translation>
        </message>
        <message>
            <source>Sub (plays now and then; not a regular)</source>
            <translation>Remplaçant (joue de temps en temps ; pas un habitué)</translation>
        </message>
        <message>
            <source>Guest (plays and is paid; not in the league table)</source>
            <translation>Invité (joue et est payé ; hors du classement)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>Identifiant :</translation>
        </message>
        <message>
            <source>There is already a player named {name}. Use Merge if it is the same person.</source>
            <translation>Il existe déjà un joueur nommé {name}. Utilisez Fusionner s'il s'agit de la même personne.</translation>
        </message>
    </context>
    <context>
        <name>DealersEditor</name>
        <message>
            <source>full game</source>
            <translation>partie entière</translation>
        </message>
        <message>
            <source>half game</source>
            <translation>demi-partie</translation>
        </message>
        <message>
            <source>Deale&amp;rs:</source>
            <translation>C&amp;roupiers :</translation>
        </message>
        <message>
            <source>dealer's name, Enter</source>
            <translation>nom du donneur, Entrée</translation>
        </message>
        <message>
            <source>Remove dealer</source>
            <translation>Retirer le donneur</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Space switches the selected dealer between full and half game</source>
            <translation>Espace fait passer le donneur sélectionné de partie entière à demi-partie</translation>
        </message>
        <message>
            <source>No player matches '{text}'</source>
            <translation>Aucun joueur ne correspond à « {text} »</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}': keep typing</source>
            <translation>
                <numerusform>%n joueur correspond à « {text} » : continuez à taper</numerusform>
                <numerusform>%n joueurs correspondent à « {text} » : continuez à taper</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftUndo</name>
        <message>
            <source>Event number</source>
            <translation>Numéro du tournoi</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Rebuy price</source>
            <translation>Prix de la recave</translation>
        </message>
        <message>
            <source>Add-on price</source>
            <translation>Prix de l'add-on</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Recaves max.</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Tapis au choix</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Ajouté au prize pool</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Entrées anonymes</translation>
        </message>
        <message>
            <source>Points factor</source>
            <translation>Coefficient de points</translation>
        </message>
        <message>
            <source>Knockout bounties</source>
            <translation>Primes de knockout</translation>
        </message>
        <message>
            <source>Cash-out night</source>
            <translation>Soirée cash-out</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Rebuys</source>
            <translation>Recaves</translation>
        </message>
        <message>
            <source>Add-ons</source>
            <translation>Add-ons</translation>
        </message>
        <message>
            <source>On time</source>
            <translation>À l'heure</translation>
        </message>
        <message>
            <source>Exact change</source>
            <translation>Appoint</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Entrée gratuite</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Éliminé par</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Primes</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>Statuts</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Places</translation>
        </message>
        <message>
            <source>Buy-ins</source>
            <translation>Buy-ins</translation>
        </message>
        <message>
            <source>Free entries</source>
            <translation>Entrées gratuites</translation>
        </message>
        <message>
            <source>Add {player}</source>
            <translation>Ajouter {player}</translation>
        </message>
        <message>
            <source>Add entries</source>
            <translation>Ajouter des entrées</translation>
        </message>
        <message>
            <source>Remove {player}</source>
            <translation>Retirer {player}</translation>
        </message>
        <message>
            <source>Remove entries</source>
            <translation>Retirer des entrées</translation>
        </message>
        <message>
            <source>Dealers</source>
            <translation>Donneurs</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Modifier le tournoi</translation>
        </message>
        <message>
            <source>Order of entries</source>
            <translation>Ordre des entrées</translation>
        </message>
        <message>
            <source>{field} of {player}</source>
            <translation>{field} de {player}</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entrées</translation>
        </message>
    </context>
    <context>
        <name>EntriesTableModel</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Rebuys</source>
            <translation>Recaves</translation>
        </message>
        <message>
            <source>Add-ons</source>
            <translation>Add-ons</translation>
        </message>
        <message>
            <source>On time</source>
            <translation>À l'heure</translation>
        </message>
        <message>
            <source>Exact {money}</source>
            <translation>Appoint {money}</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Entrée gratuite</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Jetons</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Éliminé par</translation>
        </message>
        <message>
            <source>Bounties {money}</source>
            <translation>Primes {money}</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>played</source>
            <translation>joué</translation>
        </message>
        <message>
            <source>disqualified</source>
            <translation>disqualifié</translation>
        </message>
        <message>
            <source>forfeit</source>
            <translation>forfait</translation>
        </message>
        <message>
            <source>no show</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>late cancel</source>
            <translation>annulation tardive</translation>
        </message>
        <message>
            <source>'{text}' is not an amount of money</source>
            <extracomment>Cells are shown, not edited (a read-only league). A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.</extracomment>
            <translation>« {text} » n'est pas un montant</translation>
        </message>
        <message>
            <source>no free entry earned from dealing</source>
            <translation>aucune entrée gratuite gagnée par la donne</translation>
        </message>
        <message>
            <source>{player} is a {status}: no on time bonus for a player who did not come.</source>
            <translation>{player} : {status} – pas de bonus de ponctualité pour un joueur qui n'est pas venu.</translation>
        </message>
        <message>
            <source>{player} is a {status}: no exact change bonus for a player who did not come.</source>
            <translation>{player} : {status} – pas de bonus d'appoint pour un joueur qui n'est pas venu.</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>s.o.</translation>
        </message>
        <message>
            <source>{player} is now a {status}: the on-time and exact-change bonuses were cleared.</source>
            <translation>{player} est maintenant {status} : les bonus de ponctualité et d'appoint ont été retirés.</translation>
        </message>
        <message>
            <source>used</source>
            <translation>utilisée</translation>
        </message>
        <message numerus="yes">
            <source>has %n free entries</source>
            <translation>
                <numerusform>a %n entrée gratuite</numerusform>
                <numerusform>a %n entrées gratuites</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntriesTableView</name>
        <message>
            <source>who busted this player, one name per bust</source>
            <translation>qui a éliminé ce joueur, un nom par élimination</translation>
        </message>
    </context>
    <context>
        <name>EntriesToolbar</name>
        <message>
            <source>Move up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <source>Fill finishes from row order</source>
            <translation>Remplir les places selon l'ordre des lignes</translation>
        </message>
        <message>
            <source>Sort by finish</source>
            <translation>Trier par place</translation>
        </message>
        <message>
            <source>Clear cell</source>
            <translation>Vider la cellule</translation>
        </message>
        <message>
            <source>Remove entry</source>
            <translation>Retirer l'entrée</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <source>Fill finishes</source>
            <translation>Remplir les places</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Trier</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Vider</translation>
        </message>
    </context>
    <context>
        <name>EventCommands</name>
        <message>
            <source>New event {number}</source>
            <translation>Nouveau tournoi {number}</translation>
        </message>
        <message>
            <source>Delete event {number}</source>
            <translation>Supprimer le tournoi {number}</translation>
        </message>
        <message>
            <source>Save event {number}</source>
            <translation>Enregistrer le tournoi {number}</translation>
        </message>
        <message>
            <source>Add player {name}</source>
            <translation>Ajouter le joueur {name}</translation>
        </message>
    </context>
    <context>
        <name>EventEditor</name>
        <message>
            <source>Season's structure</source>
            <extracomment>Where the rules put "paid less (or more) than the pool" (SPEC 8), explained on save. The banner was updated: saved or unsaved may have changed. A new event as opened, not stored: it is saved only once it differs from this. The draft's own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).</extracomment>
            <translation>Structure de la saison</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>Modifier les &amp;niveaux…</translation>
        </message>
        <message>
            <source>&amp;Save event</source>
            <translation>&amp;Enregistrer le tournoi</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Annuler les modifications</translation>
        </message>
        <message>
            <source>Record what was &amp;paid / Deal…</source>
            <translation>Saisir ce qui a été &amp;payé / Deal…</translation>
        </message>
        <message>
            <source>Paid / Deal…</source>
            <translation>Payé / Deal…</translation>
        </message>
        <message>
            <source>Blind str&amp;ucture</source>
            <translation>Str&amp;ucture des blinds</translation>
        </message>
        <message>
            <source>No event selected: choose one in the list or create a new one.</source>
            <translation>Aucun tournoi sélectionné : choisissez-en un dans la liste ou créez-en un nouveau.</translation>
        </message>
        <message>
            <source>Event {number} not saved:</source>
            <translation>Tournoi {number} non enregistré :</translation>
        </message>
        <message>
            <source>New event {number}: stored once you type its night and save (Ctrl+S).</source>
            <translation>Nouveau tournoi {number} : enregistré dès que vous saisissez sa soirée et enregistrez (Ctrl+S).</translation>
        </message>
        <message>
            <source>Event {number}: shown read-only.</source>
            <translation>Tournoi {number} : affiché en lecture seule.</translation>
        </message>
        <message>
            <source>Event {number}: unsaved changes (Ctrl+S saves).</source>
            <translation>Tournoi {number} : modifications non enregistrées (Ctrl+S enregistre).</translation>
        </message>
        <message>
            <source>Event {number}: saved.</source>
            <translation>Tournoi {number} : enregistré.</translation>
        </message>
        <message>
            <source>{name} is already entered: row {row} is selected</source>
            <translation>{name} est déjà inscrit : la ligne {row} est sélectionnée</translation>
        </message>
        <message numerus="yes">
            <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
            <translation>
                <numerusform>{name} ajouté : a %n entrée gratuite grâce à la donne (cochez Entrée gratuite)</numerusform>
                <numerusform>{name} ajouté : a %n entrées gratuites grâce à la donne (cochez Entrée gratuite)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added {name}</source>
            <translation>{name} ajouté</translation>
        </message>
        <message>
            <source>A cash-out night: type what each player cashed out in the Cash out column.</source>
            <translation>Une soirée cash-out : saisissez dans la colonne Cash-out ce que chaque joueur a encaissé.</translation>
        </message>
        <message>
            <source>Type every finish first: what was paid is recorded by finish.</source>
            <translation>Saisissez d'abord toutes les places : ce qui a été payé se saisit par place.</translation>
        </message>
        <message>
            <source>Back to the payout table</source>
            <translation>Revenir à la grille des gains</translation>
        </message>
        <message>
            <source>Record what was paid</source>
            <translation>Saisir ce qui a été payé</translation>
        </message>
        <message>
            <source>New player</source>
            <translation>Nouveau joueur</translation>
        </message>
        <message>
            <source>'{name}' is not on the roster. Add {name} as a new player?</source>
            <translation>« {name} » n'est pas dans la liste des joueurs. Ajouter {name} comme nouveau joueur ?</translation>
        </message>
        <message>
            <source>No player matches '{name}'</source>
            <translation>Aucun joueur ne correspond à « {name} »</translation>
        </message>
        <message>
            <source>what was paid does not sum to the prize pool.</source>
            <translation>ce qui a été payé ne correspond pas au prize pool.</translation>
        </message>
        <message>
            <source>Not saved: the money paid stays as it was.</source>
            <translation>Non enregistré : l'argent payé reste tel quel.</translation>
        </message>
        <message>
            <source>Unsaved event</source>
            <translation>Tournoi non enregistré</translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes. Save them?</source>
            <translation>Le tournoi {number} a des modifications non enregistrées. Les enregistrer ?</translation>
        </message>
    </context>
    <context>
        <name>EventFieldsForm</name>
        <message>
            <source>no date</source>
            <translation>sans date</translation>
        </message>
        <message>
            <source>e.g. March</source>
            <translation>p. ex. Mars</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Tapis au choix</translation>
        </message>
        <message>
            <source>Each entry chooses its buy-in</source>
            <translation>Chaque entrée choisit son buy-in</translation>
        </message>
        <message>
            <source>Cash-ou&amp;t night</source>
            <translation>Soirée cash-ou&amp;t</translation>
        </message>
        <message>
            <source>A timed game: every player's chips were cashed out at the end. Type each cash-out in the Cash out column; the finishes follow from them</source>
            <translation>Une partie à durée fixe : les jetons de chaque joueur ont été encaissés à la fin. Saisissez chaque cash-out dans la colonne Cash-out ; les places en découlent</translation>
        </message>
        <message>
            <source>How many entries the league does not name</source>
            <translation>Combien d'entrées la ligue ne nomme pas</translation>
        </message>
        <message>
            <source>How many rebuys of those entries</source>
            <translation>Combien de recaves de ces entrées</translation>
        </message>
        <message>
            <source>How many add-ons of those entries</source>
            <translation>Combien d'add-ons de ces entrées</translation>
        </message>
        <message>
            <source>Unnamed entr&amp;ies</source>
            <extracomment>The unnamed entries, placed by the editor in the side panel's Money (they count in the field, the gross and the pool): a row of their own here would take an entry's row from the table on a 600-pixel screen.</extracomment>
            <translation>Entrées anon&amp;ymes</translation>
        </message>
        <message>
            <source>their rebuys</source>
            <translation>leurs recaves</translation>
        </message>
        <message>
            <source>their add-ons</source>
            <translation>leurs add-ons</translation>
        </message>
        <message>
            <source>Every entry's points at this night are multiplied by it: 2 for a final worth double</source>
            <translation>Les points de chaque entrée à cette soirée sont multipliés par ce nombre : 2 pour une finale qui compte double</translation>
        </message>
        <message>
            <source>The knockout bounties of this night: the season's, or its own</source>
            <translation>Les primes de knockout de cette soirée : celles de la saison, ou les siennes</translation>
        </message>
        <message>
            <source>The bounty every buy-in and rebuy puts on a head</source>
            <translation>La prime que chaque buy-in et chaque recave met sur une tête</translation>
        </message>
        <message>
            <source>Progressive: the percent of a head paid to the hitman at once (the rest goes onto the hitman's own head)</source>
            <translation>Progressive : le pourcentage d'une tête payé tout de suite à l'éliminateur (le reste va sur sa propre tête)</translation>
        </message>
        <message>
            <source>Event n&amp;o.</source>
            <translation>N&amp;o du tournoi</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Date</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>No&amp;m</translation>
        </message>
        <message>
            <source>Buy-in {money}</source>
            <translation>Buy-in {money}</translation>
        </message>
        <message>
            <source>Rebuy {money}</source>
            <translation>Recave {money}</translation>
        </message>
        <message>
            <source>Add-on {money}</source>
            <translation>Add-on {money}</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Recaves max.</translation>
        </message>
        <message>
            <source>Points &amp;x</source>
            <translation>Points &amp;x</translation>
        </message>
        <message>
            <source>Kno&amp;ckouts</source>
            <extracomment>The night's knockout bounties and whether it was played to a cash-out, placed by the editor in the side panel's Money under the unnamed entries (beside the prices they would squeeze the form past a 1024-pixel screen).</extracomment>
            <translation>Kno&amp;ckouts</translation>
        </message>
        <message>
            <source>Bounty {money}</source>
            <translation>Prime {money}</translation>
        </message>
        <message>
            <source>paid at once %</source>
            <translation>% payé tout de suite</translation>
        </message>
        <message>
            <source>Season's (none)</source>
            <translation>Celles de la saison (aucune)</translation>
        </message>
        <message>
            <source>Season's (fixed {amount})</source>
            <translation>Celles de la saison (fixe {amount})</translation>
        </message>
        <message>
            <source>Season's (progressive {amount})</source>
            <translation>Celles de la saison (progressive {amount})</translation>
        </message>
        <message>
            <source>Recorded by the import</source>
            <translation>Saisies par l'import</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fixe</translation>
        </message>
        <message>
            <source>Progressive</source>
            <translation>Progressive</translation>
        </message>
        <message>
            <source>Championship event</source>
            <translation>Tournoi du championnat</translation>
        </message>
        <message>
            <source>Regular event</source>
            <translation>Tournoi régulier</translation>
        </message>
        <message>
            <source>season {amount}</source>
            <translation>saison {amount}</translation>
        </message>
        <message>
            <source>Season rule (unlimited)</source>
            <translation>Règle de la saison (illimité)</translation>
        </message>
        <message>
            <source>Season rule ({count})</source>
            <translation>Règle de la saison ({count})</translation>
        </message>
        <message>
            <source>Unlimited</source>
            <translation>Illimité</translation>
        </message>
    </context>
    <context>
        <name>EventMoneyCheck</name>
        <message>
            <source>Saved as edited, event {number} moves this money:</source>
            <translation>Enregistré ainsi, le tournoi {number} déplace cet argent :</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Event {number} is closed: its money was paid. Saved as edited, the season's nights would pay this instead:</source>
            <translation>Le tournoi {number} est clos : son argent a été payé. Enregistrées ainsi, les soirées de la saison paieraient plutôt ceci :</translation>
        </message>
        <message>
            <source>Save, and change the money</source>
            <translation>Enregistrer, et changer l'argent</translation>
        </message>
    </context>
    <context>
        <name>EventSidePanel</name>
        <message>
            <source>Money</source>
            <translation>Argent</translation>
        </message>
        <message>
            <source>Money added to this event's prize pool from outside the buy-ins: the house, a sponsor, a guarantee (Alt+B)</source>
            <translation>Argent ajouté au prize pool de ce tournoi en dehors des buy-ins : la maison, un sponsor, une garantie (Alt+B)</translation>
        </message>
        <message>
            <source>Added to the pool &amp;by the house or a sponsor</source>
            <translation>Ajouté au prize pool &amp;par la maison ou un sponsor</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Gains</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Double-click to record what was really paid (a chop, a deal)</source>
            <translation>Double-cliquez pour saisir ce qui a vraiment été payé (un partage, un deal)</translation>
        </message>
        <message>
            <source>Points and knockouts</source>
            <translation>Points et knockouts</translation>
        </message>
        <message>
            <source>Fin.</source>
            <translation>Pl.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avertissements</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Avertissements ({count})</translation>
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
            <source>From {source}</source>
            <translation>De {source}</translation>
        </message>
        <message>
            <source>Championship pool</source>
            <translation>Prize pool du championnat</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entrées</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Entrées anonymes</translation>
        </message>
        <message>
            <source>Gross</source>
            <translation>Brut</translation>
        </message>
        <message>
            <source>→ knockout bounties</source>
            <translation>→ primes de knockout</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Ajouté au prize pool</translation>
        </message>
        <message>
            <source>Comped (free entries)</source>
            <translation>Offert (entrées gratuites)</translation>
        </message>
        <message>
            <source>Prize pool</source>
            <translation>Prize pool</translation>
        </message>
        <message>
            <source>Cash-outs</source>
            <translation>Cash-outs</translation>
        </message>
        <message>
            <source>Payouts: paid by a deal (not the table)</source>
            <translation>Gains : payés par un deal (pas la grille)</translation>
        </message>
        <message>
            <source>Payouts: as paid (not the table)</source>
            <translation>Gains : tels que payés (pas la grille)</translation>
        </message>
        <message>
            <source>Beyond the pool</source>
            <translation>Au-delà du prize pool</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Non payé</translation>
        </message>
        <message>
            <source>Record what was paid / Deal…</source>
            <translation>Saisir ce qui a été payé / Deal…</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, won by &lt;b&gt;{winner}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Prime&lt;/b&gt; sur {target} : cagnotte {pot}, gagnée par &lt;b&gt;{winner}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, carries over to the next event</source>
            <translation>&lt;b&gt;Prime&lt;/b&gt; sur {target} : cagnotte {pot}, reportée au tournoi suivant</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}</source>
            <translation>&lt;b&gt;Prime&lt;/b&gt; sur {target} : cagnotte {pot}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knockout bounties&lt;/b&gt; collected: {paid}</source>
            <translation>&lt;b&gt;Primes de knockout&lt;/b&gt; encaissées : {paid}</translation>
        </message>
        <message>
            <source>Points and knockouts: once every finish is in</source>
            <translation>Points et knockouts : une fois toutes les places saisies</translation>
        </message>
        <message>
            <source>Row {row}: </source>
            <translation>Ligne {row} : </translation>
        </message>
        <message>
            <source>Dealer {row}: </source>
            <translation>Donneur {row} : </translation>
        </message>
    </context>
    <context>
        <name>EventsListModel</name>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entrées</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Prize pool</translation>
        </message>
        <message>
            <source>{name} (championship)</source>
            <translation>{name} (championnat)</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>Filter events (number, name, date)…</source>
            <extracomment>The unsaved state changed, or what Edit ▸ Undo should take back first.</extracomment>
            <translation>Filtrer les tournois (numéro, nom, date)…</translation>
        </message>
        <message>
            <source>Ne&amp;w event</source>
            <translation>Nou&amp;veau tournoi</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Supprimer le tournoi</translation>
        </message>
        <message numerus="yes">
            <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
            <translation>
                <numerusform>Supprimer le tournoi {number} et son entrée (%n) ? (Annuler le rétablit.)</numerusform>
                <numerusform>Supprimer le tournoi {number} et ses %n entrées ? (Annuler le rétablit.)</numerusform>
            </translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes</source>
            <translation>Le tournoi {number} a des modifications non enregistrées</translation>
        </message>
        <message>
            <source>No season</source>
            <translation>Aucune saison</translation>
        </message>
        <message>
            <source>Events of {season}</source>
            <translation>Tournois : {season}</translation>
        </message>
        <message>
            <source>Events of season {season}</source>
            <translation>Tournois de la saison {season}</translation>
        </message>
    </context>
    <context>
        <name>MergePlayersDialog</name>
        <message>
            <source>Choose the duplicate…</source>
            <translation>Choisissez le doublon…</translation>
        </message>
        <message>
            <source>&amp;Swap</source>
            <translation>&amp;Inverser</translation>
        </message>
        <message>
            <source>Keep the duplicate and merge the other away</source>
            <translation>Garder le doublon et fusionner l'autre dedans</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Fusionner</translation>
        </message>
        <message>
            <source>Keep:</source>
            <translation>Garder :</translation>
        </message>
        <message>
            <source>Duplicate:</source>
            <translation>Doublon :</translation>
        </message>
        <message>
            <source>Merge a duplicate into {name}</source>
            <translation>Fusionner un doublon dans {name}</translation>
        </message>
        <message>
            <source>Choose the player to merge away.</source>
            <translation>Choisissez le joueur à fusionner.</translation>
        </message>
        <message>
            <source>There is no other player to merge.</source>
            <translation>Il n'y a aucun autre joueur à fusionner.</translation>
        </message>
        <message>
            <source>Every entry, knockout, dealt game and championship decision of {duplicate} becomes {kept}'s, and {duplicate} is removed from the roster. Edit ▸ Undo puts everything back.</source>
            <translation>Chaque entrée, knockout, partie donnée et décision de championnat de {duplicate} passe à {kept}, et {duplicate} est retiré de la liste des joueurs. Édition ▸ Annuler remet tout en place.</translation>
        </message>
    </context>
    <context>
        <name>PaidDialog</name>
        <message>
            <source>Even split</source>
            <translation>Partage égal</translation>
        </message>
        <message>
            <source>Chip-chop</source>
            <translation>Chip-chop</translation>
        </message>
        <message>
            <source>ICM (by stacks)</source>
            <translation>ICM (selon les tapis)</translation>
        </message>
        <message>
            <source>Record what was paid / Deal</source>
            <translation>Saisir ce qui a été payé / Deal</translation>
        </message>
        <message>
            <source>What each player was really paid. The finishes stay as played: a chop between 1st and 2nd keeps one winner.</source>
            <translation>Ce que chaque joueur a vraiment reçu. Les places restent telles que jouées : un partage entre le 1er et le 2e garde un seul vainqueur.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Table pays</source>
            <translation>La grille paie</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>stacks, best finish first: 60000, 40000</source>
            <translation>tapis, meilleure place d'abord : 60000, 40000</translation>
        </message>
        <message>
            <source>Chop (Alt+C)</source>
            <translation>Partager (Alt+C)</translation>
        </message>
        <message>
            <source>Among the to&amp;p</source>
            <translation>Entre les &amp;premiers</translation>
        </message>
        <message>
            <source>Add a player who was paid (Alt+W)</source>
            <translation>Ajouter un joueur payé (Alt+W)</translation>
        </message>
        <message>
            <source>Back to the payout table (Alt+T)</source>
            <translation>Revenir à la grille des gains (Alt+T)</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Saisir</translation>
        </message>
        <message>
            <source>the top {count} are not {count} players with finishes 1 to {count}</source>
            <translation>les {count} premiers ne sont pas {count} joueurs classés de 1 à {count}</translation>
        </message>
        <message>
            <source>{player}: an amount paid is not negative</source>
            <translation>{player} : un montant payé n'est pas négatif</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} more than the pool (asked on save)</source>
            <translation>{paid} payés sur un prize pool de {pool} : {difference} de plus que le prize pool (demandé à l'enregistrement)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)</source>
            <translation>{paid} payés sur un prize pool de {pool} : {difference} non payés (demandé à l'enregistrement)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}</source>
            <translation>{paid} payés sur un prize pool de {pool}</translation>
        </message>
        <message>
            <source>type {count} stacks, best finish first, to deal by chips</source>
            <translation>saisissez {count} tapis, meilleure place d'abord, pour partager selon les jetons</translation>
        </message>
        <message>
            <source>a stack is a whole number of chips</source>
            <translation>un tapis est un nombre entier de jetons</translation>
        </message>
    </context>
    <context>
        <name>PaidDifference</name>
        <message>
            <source>Paid beyond the pool</source>
            <translation>Payé au-delà du prize pool</translation>
        </message>
        <message>
            <source>Event {number} paid {amount} more than its prize pool of {pool}.

Record the {amount} as added to the pool by the house or a sponsor?</source>
            <translation>Le tournoi {number} a payé {amount} de plus que son prize pool de {pool}.

Saisir les {amount} comme ajoutés au prize pool par la maison ou un sponsor ?</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>Non payé</translation>
        </message>
        <message>
            <source>{amount} of event {number}'s prize pool of {pool} was not paid out.
Set it aside into the fund (type a new name or pick one):</source>
            <translation>{amount} du prize pool de {pool} du tournoi {number} n'ont pas été payés.
Les mettre de côté dans la cagnotte (saisissez un nouveau nom ou choisissez-en une) :</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>mis de côté</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Add player {name}</source>
            <translation>Ajouter le joueur {name}</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Renommer {old} en {new}</translation>
        </message>
        <message>
            <source>Make {name} a sub</source>
            <translation>Faire de {name} un remplaçant</translation>
        </message>
        <message>
            <source>Make {name} a regular</source>
            <translation>Faire de {name} un habitué</translation>
        </message>
        <message>
            <source>Make {name} a guest</source>
            <translation>Faire de {name} un invité</translation>
        </message>
        <message>
            <source>Make {name} a member of the league table</source>
            <translation>Faire entrer {name} au classement</translation>
        </message>
        <message>
            <source>Reactivate {name}</source>
            <translation>Réactiver {name}</translation>
        </message>
        <message>
            <source>Deactivate {name}</source>
            <translation>Désactiver {name}</translation>
        </message>
        <message>
            <source>Merge {duplicate} into {kept}</source>
            <translation>Fusionner {duplicate} dans {kept}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDetail</name>
        <message>
            <source>Disqualified</source>
            <translation>Disqualifié</translation>
        </message>
        <message>
            <source>Forfeit</source>
            <translation>Forfait</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Absent</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Annulation tardive</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Paid in</source>
            <translation>Versé</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Gain</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Prime</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>did not play</source>
            <translation>n'a pas joué</translation>
        </message>
        <message>
            <source>free entry</source>
            <translation>entrée gratuite</translation>
        </message>
        <message>
            <source>dealt full</source>
            <translation>partie entière donnée</translation>
        </message>
        <message>
            <source>dealt half</source>
            <translation>demi-partie donnée</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Argent</translation>
        </message>
        <message>
            <source>Paid in:</source>
            <translation>Versé :</translation>
        </message>
        <message>
            <source>Prizes:</source>
            <translation>Gains :</translation>
        </message>
        <message>
            <source>Bounties won:</source>
            <translation>Primes gagnées :</translation>
        </message>
        <message>
            <source>Knockout bounties:</source>
            <translation>Primes de knockout :</translation>
        </message>
        <message>
            <source>Season prize:</source>
            <translation>Prix de la saison :</translation>
        </message>
        <message>
            <source>Paid out:</source>
            <translation>Reçu :</translation>
        </message>
        <message>
            <source>Net:</source>
            <translation>Net :</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Knockouts:</source>
            <translation>Knockouts :</translation>
        </message>
        <message>
            <source>Games dealt:</source>
            <translation>Parties données :</translation>
        </message>
        <message>
            <source>Free entries used:</source>
            <translation>Entrées gratuites utilisées :</translation>
        </message>
        <message>
            <source>Free entries earned:</source>
            <translation>Entrées gratuites gagnées :</translation>
        </message>
        <message>
            <source>Free entries left:</source>
            <translation>Entrées gratuites restantes :</translation>
        </message>
        <message>
            <source>Dealer units:</source>
            <translation>Unités de donneur :</translation>
        </message>
        <message>
            <source>No player selected</source>
            <translation>Aucun joueur sélectionné</translation>
        </message>
        <message>
            <source>Select a player in the roster to see their season.</source>
            <translation>Sélectionnez un joueur dans la liste pour voir sa saison.</translation>
        </message>
        <message>
            <source>Season {season}</source>
            <translation>Saison {season}</translation>
        </message>
        <message>
            <source>rank {rank}</source>
            <translation>rang {rank}</translation>
        </message>
        <message>
            <source>not ranked</source>
            <translation>non classé</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} points</translation>
        </message>
        <message numerus="yes">
            <source>%n event(s) played</source>
            <translation>
                <numerusform>%n tournoi joué</numerusform>
                <numerusform>%n tournois joués</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n victoire</numerusform>
                <numerusform>%n victoires</numerusform>
            </translation>
        </message>
        <message>
            <source>if the season ended now (not paid yet)</source>
            <translation>si la saison finissait maintenant (pas encore payé)</translation>
        </message>
        <message>
            <source>{full} full, {half} half</source>
            <translation>{full} entières, {half} demies</translation>
        </message>
        <message>
            <source>{units} of {needed}</source>
            <translation>{units} sur {needed}</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinkDialog</name>
        <message>
            <source>Personal link: {name}</source>
            <translation>Lien personnel : {name}</translation>
        </message>
        <message>
            <source>The league's site: {address}</source>
            <translation>Le site de la ligue : {address}</translation>
        </message>
        <message>
            <source>Tonight, on the venue's network: {address}</source>
            <translation>Ce soir, sur le réseau du lieu : {address}</translation>
        </message>
        <message>
            <source>The player's own page: standings, nights, balance and the next nights' answers. No password: whoever has the link can answer for them. Reissue it if it leaked.</source>
            <translation>La page personnelle du joueur : classement, soirées, solde et réponses pour les prochaines soirées. Pas de mot de passe : quiconque a le lien peut répondre à sa place. Émettez-en un nouveau s'il a fuité.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copier</translation>
        </message>
        <message>
            <source>&amp;Print card…</source>
            <translation>&amp;Imprimer la carte…</translation>
        </message>
        <message>
            <source>&amp;Reissue…</source>
            <translation>&amp;Réémettre…</translation>
        </message>
        <message>
            <source>This league is read-only: no link can be issued here.</source>
            <translation>Cette ligue est en lecture seule : aucun lien ne peut être émis ici.</translation>
        </message>
        <message>
            <source>No link was issued: {reason}</source>
            <translation>Aucun lien n'a été émis : {reason}</translation>
        </message>
        <message>
            <source>Reissue the link</source>
            <translation>Réémettre le lien</translation>
        </message>
        <message>
            <source>Issue the link</source>
            <translation>Émettre le lien</translation>
        </message>
        <message>
            <source>Give {name} a new link? The old one stops working at once: a printed card or a message with it will no longer open the page.</source>
            <translation>Donner un nouveau lien à {name} ? L'ancien cesse aussitôt de fonctionner : une carte imprimée ou un message qui le contient n'ouvrira plus la page.</translation>
        </message>
        <message>
            <source>Card: {name}</source>
            <translation>Carte : {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Identifiant</translation>
        </message>
        <message>
            <source>Sub</source>
            <extracomment>Players are shown, not edited (a read-only league). The league's locale: names sort in its collation.</extracomment>
            <translation>Remplaçant</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Invité</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Actif</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Tournois</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Solde</translation>
        </message>
        <message>
            <source>Press F2 or double-click to rename</source>
            <translation>Appuyez sur F2 ou double-cliquez pour renommer</translation>
        </message>
        <message>
            <source>Ticked: a sub, who plays now and then (not a regular)</source>
            <translation>Coché : un remplaçant, qui joue de temps en temps (pas un habitué)</translation>
        </message>
        <message>
            <source>Ticked: a guest, who plays and is paid but has no standings line</source>
            <translation>Coché : un invité, qui joue et est payé mais n'a pas de ligne au classement</translation>
        </message>
        <message>
            <source>Unticked: no longer plays; kept for the history</source>
            <translation>Décoché : ne joue plus ; conservé pour l'historique</translation>
        </message>
        <message>
            <source>Regular events played in the selected season</source>
            <translation>Tournois réguliers joués dans la saison sélectionnée</translation>
        </message>
        <message>
            <source>What the player owes the league, or the league owes them (Money)</source>
            <translation>Ce que le joueur doit à la ligue, ou la ligue lui doit (Argent)</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inactif</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Search players…</source>
            <extracomment>Where the app serves the league's pages on the venue's network ("" when it does not); the main window tells.</extracomment>
            <translation>Rechercher des joueurs…</translation>
        </message>
        <message>
            <source>Show inactive</source>
            <translation>Afficher les inactifs</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Ajouter un joueur…</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Renommer</translation>
        </message>
        <message>
            <source>&amp;Merge duplicate…</source>
            <translation>&amp;Fusionner un doublon…</translation>
        </message>
        <message>
            <source>&amp;Deactivate</source>
            <translation>&amp;Désactiver</translation>
        </message>
        <message>
            <source>Personal &amp;link…</source>
            <translation>&amp;Lien personnel…</translation>
        </message>
        <message>
            <source>&amp;Reactivate</source>
            <translation>&amp;Réactiver</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Ajouter un joueur</translation>
        </message>
        <message>
            <source>Merge players</source>
            <translation>Fusionner des joueurs</translation>
        </message>
    </context>
    <context>
        <name>PointsRaceChart</name>
        <message>
            <source>Points race (top {count}): dashed lines only tell neighbouring players apart</source>
            <translation>Course aux points (top {count}) : les lignes pointillées ne servent qu'à distinguer des joueurs voisins</translation>
        </message>
        <message>
            <source>Points race (top {count})</source>
            <translation>Course aux points (top {count})</translation>
        </message>
        <message>
            <source>Points race: no events yet</source>
            <translation>Course aux points : pas encore de tournoi</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
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
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Best results</source>
            <translation>Meilleurs résultats</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Tournois</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Pénalités</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Championnat</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Primes</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter players…</source>
            <translation>Filtrer les joueurs…</translation>
        </message>
        <message>
            <source>Double-click or press Enter to open the player's page; right-click to decline or restore a championship invitation</source>
            <translation>Double-cliquez ou appuyez sur Entrée pour ouvrir la page du joueur ; clic droit pour refuser ou rétablir une invitation au championnat</translation>
        </message>
        <message>
            <source>&amp;Decline championship invitation</source>
            <translation>&amp;Refuser l'invitation au championnat</translation>
        </message>
        <message>
            <source>&amp;Invite to the championship again</source>
            <translation>&amp;Inviter de nouveau au championnat</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n event(s)</source>
            <translation>
                <numerusform>après %n tournoi</numerusform>
                <numerusform>après %n tournois</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of about %n event(s)</source>
            <translation>
                <numerusform>après {played} sur environ %n tournoi</numerusform>
                <numerusform>après {played} sur environ %n tournois</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of %n event(s)</source>
            <translation>
                <numerusform>après {played} sur %n tournoi</numerusform>
                <numerusform>après {played} sur %n tournois</numerusform>
            </translation>
        </message>
        <message>
            <source>(an estimate: set Nights in the season in Season setup)</source>
            <translation>(une estimation : indiquez « Soirées de la saison » dans la configuration de la saison)</translation>
        </message>
        <message>
            <source>Who owes: {debts}</source>
            <translation>Qui doit : {debts}</translation>
        </message>
    </context>
</TS>
