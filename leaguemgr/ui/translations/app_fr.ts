<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>AmountField</name>
        <message>
            <source>enter an amount</source>
            <translation>saisissez un montant</translation>
        </message>
    </context>
    <context>
        <name>BackupActions</name>
        <message>
            <source>&amp;Back up now…</source>
            <translation>&amp;Sauvegarder maintenant…</translation>
        </message>
        <message>
            <source>Restore from Back&amp;up…</source>
            <translation>Restaurer une sa&amp;uvegarde…</translation>
        </message>
        <message>
            <source>Back up the league database</source>
            <translation>Sauvegarder la base de données de la ligue</translation>
        </message>
        <message>
            <source>Back up</source>
            <translation>Sauvegarder</translation>
        </message>
        <message>
            <source>Choose a different file: a backup cannot replace the league.</source>
            <translation>Choisissez un autre fichier : une sauvegarde ne peut pas remplacer la ligue.</translation>
        </message>
        <message>
            <source>Backed up to {file}</source>
            <translation>Sauvegardé dans {file}</translation>
        </message>
        <message>
            <source>Put {backup} back as {league}?

The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.</source>
            <translation>Remettre {backup} à la place de {league} ?

La ligue telle qu'elle est maintenant est gardée comme sauvegarde. Édition ▸ Annuler repart de zéro.</translation>
        </message>
        <message>
            <source>Restored {league} from {backup}</source>
            <translation>{league} restaurée depuis {backup}</translation>
        </message>
    </context>
    <context>
        <name>BackupList</name>
        <message>
            <source>This league has no automatic backups.</source>
            <translation>Cette ligue n'a aucune sauvegarde automatique.</translation>
        </message>
        <message>
            <source>Automatic backups</source>
            <translation>Sauvegardes automatiques</translation>
        </message>
    </context>
    <context>
        <name>CardFileDialog</name>
        <message>
            <source>Standings card (*.png)</source>
            <translation>Carte du classement (*.png)</translation>
        </message>
        <message>
            <source>Night card (*.png)</source>
            <translation>Carte de la soirée (*.png)</translation>
        </message>
        <message>
            <source>Save card image</source>
            <translation>Enregistrer l'image de la carte</translation>
        </message>
    </context>
    <context>
        <name>CashBoxPanel</name>
        <message>
            <source>The season</source>
            <translation>La saison</translation>
        </message>
        <message>
            <source>The league</source>
            <translation>La ligue</translation>
        </message>
        <message>
            <source>Taken in</source>
            <translation>Encaissé</translation>
        </message>
        <message>
            <source>Buy-ins paid at the nights and payments recorded</source>
            <translation>Buy-ins payés aux soirées et paiements enregistrés</translation>
        </message>
        <message>
            <source>Paid out</source>
            <translation>Versé</translation>
        </message>
        <message>
            <source>Prizes and bounties handed over, and payouts recorded</source>
            <translation>Gains et primes remis, et paiements enregistrés</translation>
        </message>
        <message>
            <source>Funds held</source>
            <translation>Cagnottes détenues</translation>
        </message>
        <message>
            <source>The funds, dues and charges, less free entries and prizes</source>
            <translation>Les cagnottes, cotisations et frais, moins les entrées gratuites et les gains</translation>
        </message>
        <message>
            <source>Owed to the league</source>
            <translation>Dû à la ligue</translation>
        </message>
        <message>
            <source>Unpaid entries, dues and charges not yet paid</source>
            <translation>Entrées, cotisations et frais pas encore payés</translation>
        </message>
        <message>
            <source>Owed by the league</source>
            <translation>Dû par la ligue</translation>
        </message>
        <message>
            <source>Prizes and credits the league has not paid</source>
            <translation>Gains et crédits que la ligue n'a pas versés</translation>
        </message>
        <message>
            <source>Cash on hand should be</source>
            <translation>La caisse devrait contenir</translation>
        </message>
        <message>
            <source>Funds held - owed to + owed by the league</source>
            <translation>Cagnottes détenues - dû à + dû par la ligue</translation>
        </message>
        <message>
            <source>Cash box</source>
            <translation>Caisse</translation>
        </message>
        <message>
            <source>A night, the season or the whole league</source>
            <translation>Une soirée, la saison ou toute la ligue</translation>
        </message>
        <message>
            <source>For:</source>
            <translation>Pour :</translation>
        </message>
    </context>
    <context>
        <name>ChangeWatcher</name>
        <message>
            <source>Cannot check the league for changes: {problem}</source>
            <translation>Impossible de vérifier si la ligue a changé : {problem}</translation>
        </message>
        <message>
            <source>New answers from the league's web site</source>
            <translation>Nouvelles réponses du site web de la ligue</translation>
        </message>
        <message>
            <source>a moment ago</source>
            <translation>à l'instant</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>un autre programme</translation>
        </message>
        <message>
            <source>Reloaded: the league was changed by {who} at {when}</source>
            <translation>Rechargée : la ligue a été modifiée par {who} à {when}</translation>
        </message>
    </context>
    <context>
        <name>EditFeedback</name>
        <message>
            <source>the change was refused</source>
            <translation>la modification a été refusée</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Rien n'a été modifié.</translation>
        </message>
    </context>
    <context>
        <name>FaultDialog</name>
        <message>
            <source>The league file is damaged.</source>
            <translation>Le fichier de la ligue est endommagé.</translation>
        </message>
        <message>
            <source>Put back one of its automatic backups with File ▸ Restore from Backup…, or open another league.</source>
            <translation>Remettez une de ses sauvegardes automatiques avec Fichier ▸ Restaurer une sauvegarde…, ou ouvrez une autre ligue.</translation>
        </message>
        <message>
            <source>This file is not a league database.</source>
            <translation>Ce fichier n'est pas une base de données de ligue.</translation>
        </message>
        <message>
            <source>Choose another file, or start a new league with File ▸ New league….</source>
            <translation>Choisissez un autre fichier, ou créez une nouvelle ligue avec Fichier ▸ Nouvelle ligue….</translation>
        </message>
        <message>
            <source>The disk could not read or write the league.</source>
            <translation>Le disque n'a pas pu lire ou écrire la ligue.</translation>
        </message>
        <message>
            <source>Check the disk (or the network drive) and try again. If the league is damaged, put back a backup with File ▸ Restore from Backup….</source>
            <translation>Vérifiez le disque (ou le lecteur réseau) et réessayez. Si la ligue est endommagée, remettez une sauvegarde avec Fichier ▸ Restaurer une sauvegarde….</translation>
        </message>
        <message>
            <source>The disk is full: nothing was saved.</source>
            <translation>Le disque est plein : rien n'a été enregistré.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then make the change again. What was saved before is safe.</source>
            <translation>Libérez de la place sur le disque, puis refaites la modification. Ce qui était enregistré avant est intact.</translation>
        </message>
        <message>
            <source>The league may not be written here.</source>
            <translation>La ligue ne peut pas être écrite ici.</translation>
        </message>
        <message>
            <source>Copy the league to a folder you may write to and open the copy.</source>
            <translation>Copiez la ligue dans un dossier où vous pouvez écrire et ouvrez la copie.</translation>
        </message>
        <message>
            <source>Another program is writing the league.</source>
            <translation>Un autre programme écrit la ligue.</translation>
        </message>
        <message>
            <source>Wait for it to finish (or close it), then try again. Nothing was changed.</source>
            <translation>Attendez qu'il ait fini (ou fermez-le), puis réessayez. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The league file is not there.</source>
            <translation>Le fichier de la ligue n'est pas là.</translation>
        </message>
        <message>
            <source>Open another league, or put back one of its backups.</source>
            <translation>Ouvrez une autre ligue, ou remettez une de ses sauvegardes.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr.</source>
            <translation>La ligue a été enregistrée par un leaguemgr plus récent.</translation>
        </message>
        <message>
            <source>Install that version to open it; this one would not read it correctly.</source>
            <translation>Installez cette version pour l'ouvrir ; celle-ci ne la lirait pas correctement.</translation>
        </message>
        <message>
            <source>Another program changed the league: your change was not saved.</source>
            <translation>Un autre programme a modifié la ligue : votre modification n'a pas été enregistrée.</translation>
        </message>
        <message>
            <source>The league has been read again, so every screen shows it as it is now, and Undo starts afresh. Make your change again if it is still needed.</source>
            <translation>La ligue a été relue : chaque écran la montre telle qu'elle est maintenant, et Annuler repart de zéro. Refaites votre modification si elle est encore utile.</translation>
        </message>
        <message>
            <source>The database refused the change: nothing was saved.</source>
            <translation>La base de données a refusé la modification : rien n'a été enregistré.</translation>
        </message>
        <message>
            <source>Check the values and try again.</source>
            <translation>Vérifiez les valeurs et réessayez.</translation>
        </message>
        <message>
            <source>The league's server cannot be reached: nothing was saved.</source>
            <translation>Le serveur de la ligue est injoignable : rien n'a été enregistré.</translation>
        </message>
        <message>
            <source>The screens still show the league as it was. Check the network (or ask whoever runs the server), then do the same again: it works once the server is back.</source>
            <translation>Les écrans montrent toujours la ligue telle qu'elle était. Vérifiez le réseau (ou demandez à la personne qui gère le serveur), puis refaites la même chose : cela marche dès que le serveur est revenu.</translation>
        </message>
        <message>
            <source>The file could not be written or read.</source>
            <translation>Le fichier n'a pas pu être écrit ou lu.</translation>
        </message>
        <message>
            <source>Check its name and folder, or choose another, then try again. Nothing was changed.</source>
            <translation>Vérifiez son nom et son dossier, ou choisissez-en un autre, puis réessayez. Rien n'a été modifié.</translation>
        </message>
        <message>
            <source>The file could not be used.</source>
            <translation>Le fichier n'a pas pu être utilisé.</translation>
        </message>
        <message>
            <source>Nothing was changed. Correct the file, or choose another, then try again.</source>
            <translation>Rien n'a été modifié. Corrigez le fichier, ou choisissez-en un autre, puis réessayez.</translation>
        </message>
        <message>
            <source>Your role on the league's server may only read the league.</source>
            <translation>Votre rôle sur le serveur de la ligue ne peut que lire la ligue.</translation>
        </message>
        <message>
            <source>Ask the database's owner (whoever runs the server) to grant your role writing; meanwhile every screen still shows the league.</source>
            <translation>Demandez au propriétaire de la base (la personne qui gère le serveur) d'accorder l'écriture à votre rôle ; en attendant, chaque écran montre toujours la ligue.</translation>
        </message>
        <message>
            <source>Your change</source>
            <translation>Votre modification</translation>
        </message>
        <message>
            <source>{change} was not saved: {who} changed the league at {when}, after this window had read it. Saving would have overwritten their change.</source>
            <translation>{change} n'a pas été enregistré : {who} a modifié la ligue à {when}, après que cette fenêtre l'a lue. Enregistrer aurait écrasé sa modification.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>&amp;Restaurer une sauvegarde…</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>League files (*.league.json *.json);;All files (*)</source>
            <translation>Fichiers de ligue (*.league.json *.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>&amp;New league…</source>
            <translation>&amp;Nouvelle ligue…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>&amp;Import league file…</source>
            <translation>&amp;Importer un fichier de ligue…</translation>
        </message>
        <message>
            <source>Import from &amp;TD3…</source>
            <translation>Importer depuis &amp;TD3…</translation>
        </message>
        <message>
            <source>Import a TD3 &amp;folder…</source>
            <translation>Importer un &amp;dossier TD3…</translation>
        </message>
        <message>
            <source>Import Sprea&amp;dsheet…</source>
            <translation>Importer un &amp;tableur…</translation>
        </message>
        <message>
            <source>&amp;Export league file…</source>
            <translation>&amp;Exporter le fichier de ligue…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>No recent leagues</source>
            <translation>Aucune ligue récente</translation>
        </message>
        <message>
            <source>Import league file</source>
            <translation>Importer un fichier de ligue</translation>
        </message>
        <message>
            <source>Import {file} into {league}?

Seasons with the same names are replaced and players with the same ids are updated. Edit ▸ Undo takes the whole import back.</source>
            <translation>Importer {file} dans {league} ?

Les saisons de même nom sont remplacées et les joueurs de même identifiant sont mis à jour. Édition ▸ Annuler annule tout l'import.</translation>
        </message>
        <message>
            <source>this league</source>
            <translation>cette ligue</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Lecture de {file}…</translation>
        </message>
        <message>
            <source>Imported {file}</source>
            <translation>{file} importé</translation>
        </message>
        <message>
            <source>Imported the TD3 tournaments</source>
            <translation>Tournois TD3 importés</translation>
        </message>
        <message>
            <source>Imported the spreadsheet's nights</source>
            <translation>Soirées du tableur importées</translation>
        </message>
        <message>
            <source>Export league file</source>
            <translation>Exporter le fichier de ligue</translation>
        </message>
        <message>
            <source>Exported the league to {file}</source>
            <translation>Ligue exportée dans {file}</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source># leaguemgr

The guide (README.md) is not in this installation. It is the front page of the project's source, under “Guide”.</source>
            <translation># leaguemgr

Le guide (README.md) n'est pas dans cette installation. C'est la page d'accueil des sources du projet, sous « Guide ».</translation>
        </message>
        <message>
            <source>leaguemgr guide</source>
            <translation>Guide de leaguemgr</translation>
        </message>
        <message>
            <source>Welcome to leaguemgr</source>
            <translation>Bienvenue dans leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;A &lt;b&gt;sample league&lt;/b&gt; is open: a season of eleven nights to look around in. Nothing you change there matters, and Edit ▸ Undo takes it back.&lt;/p&gt;&lt;p&gt;When you are ready, &lt;b&gt;start your own league&lt;/b&gt;: a name and a currency, then its first season with your rules (or the AZ or FNC rules to begin with). Help ▸ Guide explains the screens.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Une &lt;b&gt;ligue d'exemple&lt;/b&gt; est ouverte : une saison de onze soirées pour faire le tour. Rien de ce que vous y changez ne compte, et Édition ▸ Annuler le défait.&lt;/p&gt;&lt;p&gt;Quand vous êtes prêt, &lt;b&gt;créez votre propre ligue&lt;/b&gt; : un nom et une devise, puis sa première saison avec vos règles (ou les règles AZ ou FNC pour commencer). Aide ▸ Guide explique les écrans.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Loo&amp;k around the sample league</source>
            <translation>Explorer la ligue d'e&amp;xemple</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your league &lt;b&gt;{league}&lt;/b&gt; is open. Help ▸ Guide explains the screens; File ▸ New league… starts another one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Votre ligue &lt;b&gt;{league}&lt;/b&gt; est ouverte. Aide ▸ Guide explique les écrans ; Fichier ▸ Nouvelle ligue… en crée une autre.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Keep working on your league</source>
            <translation>&amp;Continuer sur votre ligue</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Welcome to leaguemgr&lt;/h3&gt;&lt;p&gt;It keeps a poker league: each night's entries, money and payouts, the points race, the bounty, dealer credits and the championship.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Bienvenue dans leaguemgr&lt;/h3&gt;&lt;p&gt;Il tient une ligue de poker : les entrées, l'argent et les gains de chaque soirée, la course aux points, les primes, les crédits de donneur et le championnat.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Quick start: your own league…</source>
            <translation>&amp;Démarrage rapide : votre propre ligue…</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Guide</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Bienvenue…</translation>
        </message>
        <message>
            <source>&amp;About leaguemgr</source>
            <translation>À &amp;propos de leaguemgr</translation>
        </message>
        <message>
            <source>About leaguemgr</source>
            <translation>À propos de leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;Runs a poker league: events, payouts, bounties, dealer credits, the points race and the championship.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tient une ligue de poker : tournois, gains, primes, crédits de donneur, la course aux points et le championnat.&lt;/p&gt;&lt;p&gt;Licence MIT.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>Celle du système ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr parlera {language} à sa prochaine ouverture.</translation>
        </message>
    </context>
    <context>
        <name>LeagueChooser</name>
        <message>
            <source>League databases (*.sqlite *.db);;All files (*)</source>
            <translation>Bases de données de ligue (*.sqlite *.db);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Keep the current league</source>
            <translation>&amp;Garder la ligue actuelle</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <source>Open league database</source>
            <translation>Ouvrir une base de données de ligue</translation>
        </message>
        <message>
            <source>New league database</source>
            <translation>Nouvelle base de données de ligue</translation>
        </message>
        <message>
            <source>New league</source>
            <translation>Nouvelle ligue</translation>
        </message>
        <message>
            <source>{file} already exists. Choose another name, or use File ▸ Open… to open it.</source>
            <translation>{file} existe déjà. Choisissez un autre nom, ou ouvrez-le avec Fichier ▸ Ouvrir….</translation>
        </message>
    </context>
    <context>
        <name>LeagueFormats</name>
        <message>
            <source>Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)</source>
            <translation>Non défini : comme leaguemgr a toujours écrit (1,234.50, 2026-01-31)</translation>
        </message>
        <message>
            <source>'{text}' is not a currency code (e.g. EUR)</source>
            <translation>« {text} » n'est pas un code de devise (p. ex. EUR)</translation>
        </message>
        <message>
            <source>'{text}' is not a locale (e.g. de_DE)</source>
            <translation>« {text} » n'est pas un paramètre régional (p. ex. de_DE)</translation>
        </message>
    </context>
    <context>
        <name>LeagueSettingsDialog</name>
        <message>
            <source>League settings</source>
            <translation>Paramètres de la ligue</translation>
        </message>
        <message>
            <source>not set: this computer's own ({zone})</source>
            <translation>non défini : celui de cet ordinateur ({zone})</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnu</translation>
        </message>
        <message>
            <source>Type to find a zone: a city, a region…</source>
            <translation>Tapez pour trouver un fuseau : une ville, une région…</translation>
        </message>
        <message>
            <source>Every night's answer-by time and every answer's time are in this zone, wherever the league is opened or served.</source>
            <translation>L'heure limite de réponse de chaque soirée et l'heure de chaque réponse sont dans ce fuseau, où que la ligue soit ouverte ou servie.</translation>
        </message>
        <message>
            <source>&amp;Currency:</source>
            <translation>&amp;Devise :</translation>
        </message>
        <message>
            <source>&amp;Locale:</source>
            <translation>&amp;Paramètres régionaux :</translation>
        </message>
        <message>
            <source>Written as:</source>
            <translation>S'écrit :</translation>
        </message>
        <message>
            <source>Lan&amp;guage:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>Time zone:</source>
            <translation>Fuseau horaire :</translation>
        </message>
        <message>
            <source>&amp;Find a zone:</source>
            <translation>&amp;Trouver un fuseau :</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Set the league's time zone to {zone}</source>
            <translation>Régler le fuseau horaire de la ligue sur {zone}</translation>
        </message>
        <message>
            <source>Set the league's money and formats to {formats}</source>
            <translation>Régler la devise et les formats de la ligue sur {formats}</translation>
        </message>
    </context>
    <context>
        <name>LedgerLineDialog</name>
        <message>
            <source>Record payment</source>
            <translation>Enregistrer un paiement</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>The player pays the league</source>
            <translation>Le joueur paie la ligue</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Frais</translation>
        </message>
        <message>
            <source>The league charges the player (a fine, a fee)</source>
            <translation>La ligue facture le joueur (une amende, des frais)</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Paiement</translation>
        </message>
        <message>
            <source>Pay out</source>
            <translation>Verser</translation>
        </message>
        <message>
            <source>The league pays the player (a prize, a refund)</source>
            <translation>La ligue paie le joueur (un gain, un remboursement)</translation>
        </message>
        <message>
            <source>Type a name</source>
            <extracomment>What each kind is most often for.</extracomment>
            <translation>Tapez un nom</translation>
        </message>
        <message>
            <source>Why (a correction says so)</source>
            <translation>Pourquoi (une correction l'indique)</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Joueur :</translation>
        </message>
        <message>
            <source>&amp;Amount:</source>
            <translation>&amp;Montant :</translation>
        </message>
        <message>
            <source>&amp;For:</source>
            <translation>&amp;Pour :</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Date :</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>&amp;Note :</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Tapez le nom du joueur</translation>
        </message>
        <message>
            <source>Type the amount</source>
            <translation>Tapez le montant</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Reading the rest of the league…</source>
            <translation>Lecture du reste de la ligue…</translation>
        </message>
        <message>
            <source>Every change is saved to the league database the moment you make it; Edit ▸ Undo takes it back.</source>
            <translation>Chaque modification est enregistrée dans la base de la ligue dès que vous la faites ; Édition ▸ Annuler la défait.</translation>
        </message>
        <message>
            <source>The season every screen shows</source>
            <translation>La saison que montre chaque écran</translation>
        </message>
        <message>
            <source>All changes saved</source>
            <translation>Toutes les modifications sont enregistrées</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;League Settings…</source>
            <translation>Paramètres de la &amp;ligue…</translation>
        </message>
        <message>
            <source>The league's time zone (and its currency)</source>
            <translation>Le fuseau horaire de la ligue (et sa devise)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Rechercher…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>Seaso&amp;n</source>
            <translation>Saiso&amp;n</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>Ni&amp;ght</source>
            <translation>Soi&amp;rée</translation>
        </message>
        <message>
            <source>Players' &amp;Phones…</source>
            <translation>&amp;Téléphones des joueurs…</translation>
        </message>
        <message>
            <source>A read-only page of the clock, seats and standings</source>
            <translation>Une page en lecture seule de l'horloge, des sièges et du classement</translation>
        </message>
        <message>
            <source>TV by Lin&amp;k…</source>
            <translation>Télé par lie&amp;n…</translation>
        </message>
        <message>
            <source>The big screen on any TV with a browser, by its address</source>
            <translation>Le grand écran sur toute télé avec un navigateur, par son adresse</translation>
        </message>
        <message>
            <source>Directors…</source>
            <translation>Directeurs…</translation>
        </message>
        <message>
            <source>Let others run the night from their phones</source>
            <translation>Laisser d'autres mener la soirée depuis leur téléphone</translation>
        </message>
        <message>
            <source>Who Is &amp;Coming…</source>
            <translation>Qui &amp;vient…</translation>
        </message>
        <message>
            <source>Plan the next nights and see the players' answers</source>
            <translation>Planifier les prochaines soirées et voir les réponses des joueurs</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Saison</translation>
        </message>
        <message>
            <source>Season:</source>
            <translation>Saison :</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <source>Seatin&amp;g on a second screen…</source>
            <translation>Placement sur un &amp;second écran…</translation>
        </message>
        <message>
            <source>The league on the server</source>
            <translation>La ligue sur le serveur</translation>
        </message>
        <message>
            <source>Opened {league}</source>
            <translation>{league} ouverte</translation>
        </message>
        <message>
            <source>The players' page could not come back: {problem}</source>
            <translation>La page des joueurs n'a pas pu revenir : {problem}</translation>
        </message>
        <message>
            <source>Read-only</source>
            <translation>Lecture seule</translation>
        </message>
        <message>
            <source>Typed but not saved yet: save or apply it on its screen (everything else is saved).</source>
            <translation>Saisi mais pas encore enregistré : enregistrez-le ou appliquez-le sur son écran (tout le reste est enregistré).</translation>
        </message>
        <message>
            <source>(server: {place})</source>
            <translation>(serveur : {place})</translation>
        </message>
        <message>
            <source>The league open in this window: {path}</source>
            <translation>La ligue ouverte dans cette fenêtre : {path}</translation>
        </message>
        <message>
            <source>(read-only)</source>
            <translation>(lecture seule)</translation>
        </message>
        <message>
            <source>Event {number} is running: the Night screen shows it</source>
            <translation>Le tournoi {number} est en cours : l'écran Soirée le montre</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
    </context>
    <context>
        <name>MoneyMovesDialog</name>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Payé</translation>
        </message>
        <message>
            <source>Would be</source>
            <translation>Serait</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Money already paid would change</source>
            <translation>De l'argent déjà payé changerait</translation>
        </message>
    </context>
    <context>
        <name>MoneyView</name>
        <message>
            <source>owes {amount}</source>
            <translation>doit {amount}</translation>
        </message>
        <message>
            <source>is owed {amount}</source>
            <translation>a droit à {amount}</translation>
        </message>
        <message>
            <source>square</source>
            <translation>à jour</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Solde</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Cotisation</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Lignes</translation>
        </message>
        <message>
            <source>Everyone</source>
            <extracomment>The league's locale: names sort in its collation. The choices of the filter: (what the proxy is told, what the organizer reads).</extracomment>
            <translation>Tout le monde</translation>
        </message>
        <message>
            <source>Owes the league</source>
            <translation>Doit à la ligue</translation>
        </message>
        <message>
            <source>The league owes</source>
            <translation>La ligue doit</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>For</source>
            <translation>Pour</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montant</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Solde après</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>payment</source>
            <extracomment>A line's kind and what it is for, as the organizer reads them.</extracomment>
            <translation>paiement</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>frais</translation>
        </message>
        <message>
            <source>payout</source>
            <translation>versement</translation>
        </message>
        <message>
            <source>dues</source>
            <translation>cotisation</translation>
        </message>
        <message>
            <source>entries</source>
            <translation>entrées</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>amende</translation>
        </message>
        <message>
            <source>prize</source>
            <translation>gain</translation>
        </message>
        <message>
            <source>other</source>
            <translation>autre</translation>
        </message>
        <message>
            <source>Record &amp;payment…</source>
            <translation>Enregistrer un &amp;paiement…</translation>
        </message>
        <message>
            <source>&amp;Charge…</source>
            <translation>&amp;Facturer…</translation>
        </message>
        <message>
            <source>Pay&amp;out…</source>
            <translation>&amp;Verser…</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Filtrer les joueurs…</translation>
        </message>
        <message>
            <source>Choose a player to see their lines</source>
            <translation>Choisissez un joueur pour voir ses lignes</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>payée</translation>
        </message>
        <message>
            <source>Owed to the league: {amount}</source>
            <translation>Dû à la ligue : {amount}</translation>
        </message>
        <message>
            <source>Owed by the league: {amount}</source>
            <translation>Dû par la ligue : {amount}</translation>
        </message>
        <message>
            <source>Dues unpaid: {count}</source>
            <translation>Cotisations impayées : {count}</translation>
        </message>
        <message>
            <source>Night {number}</source>
            <translation>Soirée {number}</translation>
        </message>
        <message>
            <source>Expected at the season's end: {amount} in prizes, in no balance yet: owed once the last planned night is closed or the regular season is marked complete in Season setup</source>
            <translation>Attendu en fin de saison : {amount} de gains, dans aucun solde pour l'instant : dus une fois la dernière soirée prévue clôturée ou la saison régulière marquée terminée dans Réglages de la saison</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} joueurs</translation>
        </message>
        <message>
            <source>Expected at the season's end (not owed yet): {players}</source>
            <translation>Attendu en fin de saison (pas encore dû) : {players}</translation>
        </message>
    </context>
    <context>
        <name>NewLeagueDialog</name>
        <message>
            <source>New league</source>
            <translation>Nouvelle ligue</translation>
        </message>
        <message>
            <source>e.g. Thursday Night Poker League</source>
            <translation>p. ex. Ligue de poker du jeudi soir</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Créer</translation>
        </message>
        <message>
            <source>League name:</source>
            <translation>Nom de la ligue :</translation>
        </message>
        <message>
            <source>Currency:</source>
            <translation>Devise :</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Fichier :</translation>
        </message>
        <message>
            <source>The new league has no season yet: add one with Season ▸ New season….</source>
            <translation>La nouvelle ligue n'a pas encore de saison : ajoutez-en une avec Saison ▸ Nouvelle saison….</translation>
        </message>
    </context>
    <context>
        <name>OutputActions</name>
        <message>
            <source>Excel workbook, every sheet (*.xlsx)</source>
            <translation>Classeur Excel, toutes les feuilles (*.xlsx)</translation>
        </message>
        <message>
            <source>Standings as CSV (*.csv)</source>
            <translation>Classement en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Payouts as CSV (*.csv)</source>
            <translation>Gains en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Standings as PDF (*.pdf)</source>
            <translation>Classement en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Players' standings page (*.html)</source>
            <translation>Page de classement des joueurs (*.html)</translation>
        </message>
        <message>
            <source>Ledger lines as CSV (*.csv)</source>
            <translation>Lignes du registre en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Player statements as PDF (*.pdf)</source>
            <translation>Relevés des joueurs en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Last night's cash sheet as PDF (*.pdf)</source>
            <translation>Feuille de caisse de la dernière soirée en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export season</source>
            <translation>Exporter la saison</translation>
        </message>
        <message>
            <source>Export &amp;season…</source>
            <translation>Exporter la &amp;saison…</translation>
        </message>
        <message>
            <source>&amp;Print standings…</source>
            <translation>Im&amp;primer le classement…</translation>
        </message>
        <message>
            <source>Print event pa&amp;yout sheet…</source>
            <translation>Imprimer la feuille de &amp;gains d'un tournoi…</translation>
        </message>
        <message>
            <source>Print ni&amp;ght sheet…</source>
            <translation>Imprimer la feuille de soir&amp;ée…</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>Écriture de {file}…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Échec de l'export</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>{file} écrit</translation>
        </message>
        <message>
            <source>Print standings</source>
            <translation>Imprimer le classement</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <source>No event has been played yet.</source>
            <translation>Aucun tournoi n'a encore été joué.</translation>
        </message>
        <message>
            <source>Event {number} payout sheet</source>
            <translation>Feuille de gains du tournoi {number}</translation>
        </message>
        <message>
            <source>Print payout sheet</source>
            <translation>Imprimer la feuille de gains</translation>
        </message>
        <message>
            <source>Print the payout sheet of event:</source>
            <translation>Imprimer la feuille de gains du tournoi :</translation>
        </message>
        <message>
            <source>Night sheet</source>
            <translation>Feuille de soirée</translation>
        </message>
    </context>
    <context>
        <name>ReadOnlyBanner</name>
        <message>
            <source>Read-only: {reason}. Copy it somewhere you may write to change it.</source>
            <translation>Lecture seule : {reason}. Copiez-la là où vous pouvez écrire pour la modifier.</translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>The league cannot be opened</source>
            <translation>La ligue ne peut pas être ouverte</translation>
        </message>
        <message>
            <source>&amp;Automatic backups of this league, newest first:</source>
            <translation>Sauvegardes &amp;automatiques de cette ligue, les plus récentes d'abord :</translation>
        </message>
        <message>
            <source>&amp;Restore the selected backup</source>
            <translation>&amp;Restaurer la sauvegarde choisie</translation>
        </message>
        <message>
            <source>&amp;Open another league…</source>
            <translation>&amp;Ouvrir une autre ligue…</translation>
        </message>
        <message>
            <source>Start a &amp;new league…</source>
            <translation>Créer une &amp;nouvelle ligue…</translation>
        </message>
    </context>
    <context>
        <name>RestoreDialog</name>
        <message>
            <source>Restore from backup</source>
            <translation>Restaurer une sauvegarde</translation>
        </message>
        <message>
            <source>Put one of these backups back as &lt;b&gt;{league}&lt;/b&gt;. The league as it is now is kept as a backup first, so nothing is lost.</source>
            <translation>Remettez une de ces sauvegardes à la place de &lt;b&gt;{league}&lt;/b&gt;. La ligue telle qu'elle est maintenant est d'abord sauvegardée : rien n'est perdu.</translation>
        </message>
        <message>
            <source>&amp;Automatic backups, newest first:</source>
            <translation>Sauvegardes &amp;automatiques, les plus récentes d'abord :</translation>
        </message>
        <message>
            <source>&amp;Restore</source>
            <translation>&amp;Restaurer</translation>
        </message>
        <message>
            <source>&amp;Choose a file…</source>
            <translation>&amp;Choisir un fichier…</translation>
        </message>
        <message>
            <source>Put back a backup saved elsewhere (File ▸ Back up now…)</source>
            <translation>Remettre une sauvegarde enregistrée ailleurs (Fichier ▸ Sauvegarder maintenant…)</translation>
        </message>
        <message>
            <source>Choose a backup to put back</source>
            <translation>Choisir une sauvegarde à remettre</translation>
        </message>
    </context>
    <context>
        <name>Restoring</name>
        <message>
            <source>Restore from backup</source>
            <translation>Restaurer une sauvegarde</translation>
        </message>
        <message>
            <source>Restore {backup}</source>
            <translation>Restaurer {backup}</translation>
        </message>
        <message>
            <source>The league as it was is kept in {file}; it is listed among the backups.</source>
            <translation>La ligue telle qu'elle était est gardée dans {file} ; elle figure parmi les sauvegardes.</translation>
        </message>
        <message>
            <source>{league} is back as it was in the backup {backup}.</source>
            <translation>{league} est revenue telle qu'elle était dans la sauvegarde {backup}.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>&amp;Standings</source>
            <translation>&amp;Classement</translation>
        </message>
        <message>
            <source>&amp;Events</source>
            <translation>&amp;Tournois</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Joueurs</translation>
        </message>
        <message>
            <source>&amp;Championship</source>
            <translation>C&amp;hampionnat</translation>
        </message>
        <message>
            <source>Season se&amp;tup</source>
            <translation>Réglages de la sai&amp;son</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>Soi&amp;rée</translation>
        </message>
        <message>
            <source>&amp;Money</source>
            <translation>&amp;Argent</translation>
        </message>
    </context>
    <context>
        <name>SeasonData</name>
        <message>
            <source>This league has no season yet: choose Season ▸ New season… to start one.</source>
            <translation>Cette ligue n'a pas encore de saison : choisissez Saison ▸ Nouvelle saison… pour en commencer une.</translation>
        </message>
        <message>
            <source>The season cannot be computed: {problem}</source>
            <translation>La saison ne peut pas être calculée : {problem}</translation>
        </message>
    </context>
    <context>
        <name>ServerActions</name>
        <message>
            <source>Open League on a Server</source>
            <translation>Ouvrir une ligue sur un serveur</translation>
        </message>
        <message>
            <source>Move this league to a server</source>
            <translation>Déplacer cette ligue sur un serveur</translation>
        </message>
        <message>
            <source>Save a copy as a file</source>
            <translation>Enregistrer une copie dans un fichier</translation>
        </message>
        <message>
            <source>Check the server's name and port, the network, and that the server is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.</source>
            <translation>Vérifiez le nom et le port du serveur, le réseau, et que le serveur tourne. S'il demande un mot de passe, mettez-le dans ~/.pgpass (ou PGPASSWORD), comme pour psql.</translation>
        </message>
        <message>
            <source>Check the database's name. A new league needs an empty database, made once by whoever runs the server (createdb league).</source>
            <translation>Vérifiez le nom de la base de données. Une nouvelle ligue demande une base vide, créée une fois par la personne qui gère le serveur (createdb league).</translation>
        </message>
        <message>
            <source>Ask whoever runs the server for a role that may write the league.</source>
            <translation>Demandez à la personne qui gère le serveur un rôle qui peut écrire la ligue.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr: install that version to open it.</source>
            <translation>La ligue a été enregistrée par un leaguemgr plus récent : installez cette version pour l'ouvrir.</translation>
        </message>
        <message>
            <source>Check the URL, or ask whoever runs the server.</source>
            <translation>Vérifiez l'URL, ou demandez à la personne qui gère le serveur.</translation>
        </message>
        <message>
            <source>The league on the server could not be opened.</source>
            <translation>La ligue sur le serveur n'a pas pu être ouverte.</translation>
        </message>
        <message>
            <source>Open League on a Ser&amp;ver…</source>
            <translation>Ouvrir une ligue sur un ser&amp;veur…</translation>
        </message>
        <message>
            <source>Open a league kept in a PostgreSQL database, by several venues</source>
            <translation>Ouvrir une ligue gardée dans une base PostgreSQL, par plusieurs lieux</translation>
        </message>
        <message>
            <source>&amp;Move this league to a server…</source>
            <translation>&amp;Déplacer cette ligue sur un serveur…</translation>
        </message>
        <message>
            <source>Copy this league into an empty database on a PostgreSQL server</source>
            <translation>Copier cette ligue dans une base vide d'un serveur PostgreSQL</translation>
        </message>
        <message>
            <source>Save a &amp;copy as a file…</source>
            <translation>Enregistrer une &amp;copie dans un fichier…</translation>
        </message>
        <message>
            <source>The whole league, as it is now, in a league file of its own</source>
            <translation>Toute la ligue, telle qu'elle est maintenant, dans son propre fichier</translation>
        </message>
        <message>
            <source>Connecting to {place}…</source>
            <translation>Connexion à {place}…</translation>
        </message>
        <message>
            <source>{place}  (server)</source>
            <translation>{place}  (serveur)</translation>
        </message>
        <message>
            <source>&amp;Copy there</source>
            <translation>&amp;Copier là-bas</translation>
        </message>
        <message>
            <source>The whole league is copied into this PostgreSQL database (made empty by whoever runs the server: createdb league). This file stays as it is.</source>
            <translation>Toute la ligue est copiée dans cette base PostgreSQL (créée vide par la personne qui gère le serveur : createdb league). Ce fichier reste tel quel.</translation>
        </message>
        <message>
            <source>Open the league on the server now? From then on every venue opens it from {place}; {file} stays as it was, as a copy.</source>
            <translation>Ouvrir la ligue sur le serveur maintenant ? Dès lors, chaque lieu l'ouvre depuis {place} ; {file} reste tel quel, comme copie.</translation>
        </message>
        <message>
            <source>Copying the league to {place}…</source>
            <translation>Copie de la ligue vers {place}…</translation>
        </message>
        <message>
            <source>{place} already holds a league.

Replace it with this one? What it holds now is removed.</source>
            <translation>{place} contient déjà une ligue.

La remplacer par celle-ci ? Ce qu'elle contient maintenant est supprimé.</translation>
        </message>
    </context>
    <context>
        <name>ServerDialog</name>
        <message>
            <source>leaguemgr never asks for or keeps a password. If the server wants one, put it in ~/.pgpass (or PGPASSWORD, or a PGSERVICE entry), as for psql.</source>
            <translation>leaguemgr ne demande ni ne garde jamais de mot de passe. Si le serveur en veut un, mettez-le dans ~/.pgpass (ou PGPASSWORD, ou une entrée PGSERVICE), comme pour psql.</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>cet ordinateur</translation>
        </message>
        <message>
            <source>the default database</source>
            <translation>la base par défaut</translation>
        </message>
        <message>
            <source>{database} on {where}</source>
            <translation>{database} sur {where}</translation>
        </message>
        <message>
            <source>Open League on a Server</source>
            <translation>Ouvrir une ligue sur un serveur</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Ouvrir</translation>
        </message>
        <message>
            <source>The league's PostgreSQL database: the server and the database name, or a postgresql:// URL.</source>
            <translation>La base PostgreSQL de la ligue : le serveur et le nom de la base, ou une URL postgresql://.</translation>
        </message>
        <message>
            <source>db.club.example, 10.0.0.5 or /var/run/postgresql</source>
            <translation>db.club.example, 10.0.0.5 ou /var/run/postgresql</translation>
        </message>
        <message>
            <source>The server's name or address, or the folder of its Unix socket. Empty: this computer's PostgreSQL.</source>
            <translation>Le nom ou l'adresse du serveur, ou le dossier de son socket Unix. Vide : le PostgreSQL de cet ordinateur.</translation>
        </message>
        <message>
            <source>PostgreSQL listens on {port} unless it was set otherwise</source>
            <translation>PostgreSQL écoute sur {port} sauf réglage contraire</translation>
        </message>
        <message>
            <source>league</source>
            <translation>ligue</translation>
        </message>
        <message>
            <source>your login name</source>
            <translation>votre nom de connexion</translation>
        </message>
        <message>
            <source>postgresql://user@host:5432/league</source>
            <translation>postgresql://utilisateur@serveur:5432/ligue</translation>
        </message>
        <message>
            <source>A URL here is used as it is; the fields above are then not used</source>
            <translation>Une URL ici est utilisée telle quelle ; les champs ci-dessus ne servent alors pas</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Serveur :</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Port :</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Base de données :</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Utilisateur :</translation>
        </message>
        <message>
            <source>or paste a &amp;URL:</source>
            <translation>ou collez une &amp;URL :</translation>
        </message>
        <message>
            <source>Connects to: {url}</source>
            <translation>Se connecte à : {url}</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Nommez la base de données (ou collez une URL).</translation>
        </message>
        <message>
            <source>A URL starts with postgresql:// (a league file: File ▸ Open…).</source>
            <translation>Une URL commence par postgresql:// (un fichier de ligue : Fichier ▸ Ouvrir…).</translation>
        </message>
        <message>
            <source>The password in this URL is used to connect this once and never kept: to open the league again, put it in ~/.pgpass.</source>
            <translation>Le mot de passe de cette URL sert à se connecter cette fois seulement et n'est jamais gardé : pour rouvrir la ligue, mettez-le dans ~/.pgpass.</translation>
        </message>
    </context>
    <context>
        <name>ShareActions</name>
        <message>
            <source>Retry</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>Publish again</source>
            <translation>Publier à nouveau</translation>
        </message>
        <message>
            <source>&amp;Copy Standings Image</source>
            <extracomment>Seconds a webhook has to answer (tests make it short). The last publish that went through: (when, what), shown in the status bar.</extracomment>
            <translation>&amp;Copier l'image du classement</translation>
        </message>
        <message>
            <source>&amp;Save Image…</source>
            <translation>&amp;Enregistrer l'image…</translation>
        </message>
        <message>
            <source>&amp;Publish Now</source>
            <translation>&amp;Publier maintenant</translation>
        </message>
        <message>
            <source>Publish &amp;When a Night Closes</source>
            <translation>Publier &amp;quand une soirée se clôt</translation>
        </message>
        <message>
            <source>Publishing Se&amp;ttings…</source>
            <translation>Réglages de pu&amp;blication…</translation>
        </message>
        <message>
            <source>&amp;Share</source>
            <translation>Par&amp;tager</translation>
        </message>
        <message>
            <source>Standings image copied: paste it into the group's chat</source>
            <translation>Image du classement copiée : collez-la dans la discussion du groupe</translation>
        </message>
        <message>
            <source>Not saved: {problem}</source>
            <translation>Non enregistré : {problem}</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} enregistré</translation>
        </message>
        <message>
            <source>No card: {problem}</source>
            <translation>Pas de carte : {problem}</translation>
        </message>
        <message>
            <source>no webhook or folder set (Share ▸ Publishing Settings…)</source>
            <translation>aucun webhook ni dossier défini (Partager ▸ Réglages de publication…)</translation>
        </message>
        <message>
            <source>Publishing season {season}…</source>
            <translation>Publication de la saison {season}…</translation>
        </message>
        <message>
            <source>{done} at {time}</source>
            <translation>{done} à {time}</translation>
        </message>
        <message>
            <source>Not published: {problem}</source>
            <translation>Non publié : {problem}</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Publish posts the standings card and the last night's card to your group's chat (a Discord webhook, or any that takes Discord's form), or writes them with the standings page into a folder (a synced drive or a web server's folder).</source>
            <translation>Publier envoie la carte du classement et celle de la dernière soirée dans la discussion de votre groupe (un webhook Discord, ou tout autre qui accepte le format de Discord), ou les écrit avec la page de classement dans un dossier (un disque synchronisé ou le dossier d'un serveur web).</translation>
        </message>
        <message>
            <source>Publishing settings</source>
            <translation>Réglages de publication</translation>
        </message>
        <message>
            <source>Kept in your settings on this computer only, never in the league</source>
            <translation>Gardé dans vos réglages sur cet ordinateur seulement, jamais dans la ligue</translation>
        </message>
        <message>
            <source>or a folder for the cards and the standings page</source>
            <translation>ou un dossier pour les cartes et la page de classement</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Publish &amp;when a night closes</source>
            <translation>Publier &amp;quand une soirée se clôt</translation>
        </message>
        <message>
            <source>&amp;Webhook:</source>
            <translation>&amp;Webhook :</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Dossier :</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Thème :</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Publish into folder</source>
            <translation>Publier dans le dossier</translation>
        </message>
    </context>
    <context>
        <name>SheetImport</name>
        <message>
            <source>Payout</source>
            <translation>Gains</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Knockouts</translation>
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
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Night</source>
            <translation>Soirée</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>(ignored)</source>
            <translation>(ignorée)</translation>
        </message>
        <message>
            <source>Grid: a row per player, a column per night</source>
            <translation>Grille : une ligne par joueur, une colonne par soirée</translation>
        </message>
        <message>
            <source>Results: a row per player per night</source>
            <translation>Résultats : une ligne par joueur et par soirée</translation>
        </message>
        <message>
            <source>Skip this sheet</source>
            <translation>Ignorer cette feuille</translation>
        </message>
        <message>
            <source>2. What the columns mean</source>
            <translation>2. Ce que veulent dire les colonnes</translation>
        </message>
        <message>
            <source>Check the layout found on each sheet and what each column holds; change a column with the box above it.</source>
            <translation>Vérifiez la disposition trouvée sur chaque feuille et le contenu de chaque colonne ; changez une colonne avec la liste au-dessus.</translation>
        </message>
        <message>
            <source>S&amp;heet:</source>
            <translation>&amp;Feuille :</translation>
        </message>
        <message>
            <source>&amp;Layout:</source>
            <translation>&amp;Disposition :</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Remarques :</translation>
        </message>
        <message>
            <source>means</source>
            <translation>signifie</translation>
        </message>
        <message>
            <source>What column {column} means</source>
            <translation>Ce que veut dire la colonne {column}</translation>
        </message>
        <message>
            <source>Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)</source>
            <translation>Tableurs (*.xlsx *.ods *.csv *.txt *.tsv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importer</translation>
        </message>
        <message>
            <source>the files are empty</source>
            <translation>les fichiers sont vides</translation>
        </message>
        <message>
            <source>no results found ({why})</source>
            <translation>aucun résultat trouvé ({why})</translation>
        </message>
        <message>
            <source>1. The spreadsheets</source>
            <translation>1. Les tableurs</translation>
        </message>
        <message>
            <source>Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: a grid of players by nights, or a sheet per night with places.</source>
            <translation>Fichiers Excel (.xlsx), LibreOffice (.ods) ou CSV avec les résultats de la ligue : une grille joueurs × soirées, ou une feuille par soirée avec les places.</translation>
        </message>
        <message>
            <source>Delete removes the selected file</source>
            <translation>Suppr retire le fichier choisi</translation>
        </message>
        <message>
            <source>&amp;Add files…</source>
            <translation>&amp;Ajouter des fichiers…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Retirer</translation>
        </message>
        <message>
            <source>the file's name</source>
            <translation>le nom du fichier</translation>
        </message>
        <message>
            <source>&amp;Season:</source>
            <translation>&amp;Saison :</translation>
        </message>
        <message>
            <source>Score the places with the season's points &amp;formula (not the sheet's points)</source>
            <translation>Compter les places avec la &amp;formule de points de la saison (pas les points de la feuille)</translation>
        </message>
        <message>
            <source>Reading the spreadsheets…</source>
            <translation>Lecture des tableurs…</translation>
        </message>
        <message>
            <source>Import Spreadsheet</source>
            <translation>Importer un tableur</translation>
        </message>
        <message>
            <source>3. The players</source>
            <translation>3. Les joueurs</translation>
        </message>
        <message>
            <source>Names written alike but for case, accents or punctuation are one player. Untick a row (Space) to keep its names apart.</source>
            <translation>Les noms écrits pareil, aux majuscules, accents ou ponctuation près, sont un seul joueur. Décochez une ligne (Espace) pour garder ses noms séparés.</translation>
        </message>
        <message>
            <source>Same player</source>
            <translation>Même joueur</translation>
        </message>
        <message>
            <source>As written in the sheets</source>
            <translation>Comme écrit dans les feuilles</translation>
        </message>
        <message>
            <source>League player</source>
            <translation>Joueur de la ligue</translation>
        </message>
        <message>
            <source>{players} player(s): {new} new, {known} already in the league; {merges} merge(s) to confirm</source>
            <translation>{players} joueur(s) : {new} nouveau(x), {known} déjà dans la ligue ; {merges} fusion(s) à confirmer</translation>
        </message>
        <message>
            <source>merged</source>
            <translation>fusionné</translation>
        </message>
        <message>
            <source>(new player)</source>
            <translation>(nouveau joueur)</translation>
        </message>
        <message>
            <source>(in the league)</source>
            <translation>(dans la ligue)</translation>
        </message>
        <message>
            <source>4. The standings after the import</source>
            <translation>4. Le classement après l'import</translation>
        </message>
        <message>
            <source>Import adds the nights as one edit: Edit ▸ Undo takes it all back.</source>
            <translation>L'import ajoute les soirées en une seule modification : Édition ▸ Annuler défait tout.</translation>
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
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Nights</source>
            <translation>Soirées</translation>
        </message>
        <message>
            <source>Checks and money:</source>
            <translation>Vérifications et argent :</translation>
        </message>
        <message>
            <source>totals: {line}</source>
            <translation>totaux : {line}</translation>
        </message>
        <message>
            <source>Everything in these files is imported already: nothing to add.</source>
            <translation>Tout le contenu de ces fichiers est déjà importé : rien à ajouter.</translation>
        </message>
        <message>
            <source>No totals, ranks or money in the sheets to check against.</source>
            <translation>Aucun total, rang ni montant dans les feuilles pour vérifier.</translation>
        </message>
    </context>
    <context>
        <name>Td3Import</name>
        <message>
            <source>Import from TD3</source>
            <translation>Importer depuis TD3</translation>
        </message>
        <message>
            <source>TD3 tournaments (*.tdt);;All files (*)</source>
            <translation>Tournois TD3 (*.tdt);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Import from TD3: a folder</source>
            <translation>Importer depuis TD3 : un dossier</translation>
        </message>
        <message>
            <source>Reading the TD3 files…</source>
            <translation>Lecture des fichiers TD3…</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Saison</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entrées</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>New players ({count}):</source>
            <translation>Nouveaux joueurs ({count}) :</translation>
        </message>
        <message>
            <source>These TD3 players are the league's players of the same name: {names}</source>
            <translation>Ces joueurs TD3 sont les joueurs de la ligue du même nom : {names}</translation>
        </message>
        <message>
            <source>Notes (files left out, names, money):</source>
            <translation>Remarques (fichiers écartés, noms, argent) :</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importer</translation>
        </message>
    </context>
    <context>
        <name>WindowFaults</name>
        <message>
            <source>Not changed: {problem}</source>
            <translation>Non modifié : {problem}</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Non enregistré</translation>
        </message>
        <message>
            <source>Saved, but {problem}</source>
            <translation>Enregistré, mais {problem}</translation>
        </message>
    </context>
</TS>
