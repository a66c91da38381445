<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>AmountField</name>
        <message>
            <source>enter an amount</source>
            <translation>escriba un importe</translation>
        </message>
    </context>
    <context>
        <name>BackupActions</name>
        <message>
            <source>&amp;Back up now…</source>
            <translation>&amp;Hacer copia ahora…</translation>
        </message>
        <message>
            <source>Restore from Back&amp;up…</source>
            <translation>Restaurar desde copia de seg&amp;uridad…</translation>
        </message>
        <message>
            <source>Back up the league database</source>
            <translation>Hacer copia de la base de datos de la liga</translation>
        </message>
        <message>
            <source>Back up</source>
            <translation>Copia de seguridad</translation>
        </message>
        <message>
            <source>Choose a different file: a backup cannot replace the league.</source>
            <translation>Elija otro archivo: una copia de seguridad no puede reemplazar la liga.</translation>
        </message>
        <message>
            <source>Backed up to {file}</source>
            <translation>Copia guardada en {file}</translation>
        </message>
        <message>
            <source>Put {backup} back as {league}?

The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.</source>
            <translation>¿Restaurar {backup} como {league}?

La liga tal como está ahora se guarda como copia de seguridad. Editar ▸ Deshacer empieza de cero.</translation>
        </message>
        <message>
            <source>Restored {league} from {backup}</source>
            <translation>{league} restaurada desde {backup}</translation>
        </message>
    </context>
    <context>
        <name>BackupList</name>
        <message>
            <source>This league has no automatic backups.</source>
            <translation>Esta liga no tiene copias automáticas.</translation>
        </message>
        <message>
            <source>Automatic backups</source>
            <translation>Copias automáticas</translation>
        </message>
    </context>
    <context>
        <name>CardFileDialog</name>
        <message>
            <source>Standings card (*.png)</source>
            <translation>Tarjeta de la clasificación (*.png)</translation>
        </message>
        <message>
            <source>Night card (*.png)</source>
            <translation>Tarjeta de la noche (*.png)</translation>
        </message>
        <message>
            <source>Save card image</source>
            <translation>Guardar imagen de la tarjeta</translation>
        </message>
    </context>
    <context>
        <name>CashBoxPanel</name>
        <message>
            <source>The season</source>
            <translation>La temporada</translation>
        </message>
        <message>
            <source>The league</source>
            <translation>La liga</translation>
        </message>
        <message>
            <source>Taken in</source>
            <translation>Cobrado</translation>
        </message>
        <message>
            <source>Buy-ins paid at the nights and payments recorded</source>
            <translation>Buy-ins pagados en las noches y pagos registrados</translation>
        </message>
        <message>
            <source>Paid out</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Prizes and bounties handed over, and payouts recorded</source>
            <translation>Premios y recompensas entregados, y pagos registrados</translation>
        </message>
        <message>
            <source>Funds held</source>
            <translation>Fondos retenidos</translation>
        </message>
        <message>
            <source>The funds, dues and charges, less free entries and prizes</source>
            <translation>Los fondos, cuotas y cargos, menos entradas gratuitas y premios</translation>
        </message>
        <message>
            <source>Owed to the league</source>
            <translation>Adeudado a la liga</translation>
        </message>
        <message>
            <source>Unpaid entries, dues and charges not yet paid</source>
            <translation>Entradas, cuotas y cargos aún sin pagar</translation>
        </message>
        <message>
            <source>Owed by the league</source>
            <translation>Adeudado por la liga</translation>
        </message>
        <message>
            <source>Prizes and credits the league has not paid</source>
            <translation>Premios y créditos que la liga no ha pagado</translation>
        </message>
        <message>
            <source>Cash on hand should be</source>
            <translation>En caja debería haber</translation>
        </message>
        <message>
            <source>Funds held - owed to + owed by the league</source>
            <translation>Fondos retenidos - adeudado a + adeudado por la liga</translation>
        </message>
        <message>
            <source>Cash box</source>
            <translation>Caja</translation>
        </message>
        <message>
            <source>A night, the season or the whole league</source>
            <translation>Una noche, la temporada o toda la liga</translation>
        </message>
        <message>
            <source>For:</source>
            <translation>Para:</translation>
        </message>
    </context>
    <context>
        <name>ChangeWatcher</name>
        <message>
            <source>Cannot check the league for changes: {problem}</source>
            <translation>No se puede comprobar si la liga ha cambiado: {problem}</translation>
        </message>
        <message>
            <source>New answers from the league's web site</source>
            <translation>Nuevas respuestas de la web de la liga</translation>
        </message>
        <message>
            <source>a moment ago</source>
            <translation>hace un momento</translation>
        </message>
        <message>
            <source>another program</source>
            <translation>otro programa</translation>
        </message>
        <message>
            <source>Reloaded: the league was changed by {who} at {when}</source>
            <translation>Recargada: la liga fue cambiada por {who} a las {when}</translation>
        </message>
    </context>
    <context>
        <name>EditFeedback</name>
        <message>
            <source>the change was refused</source>
            <translation>el cambio fue rechazado</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se ha cambiado nada.</translation>
        </message>
    </context>
    <context>
        <name>FaultDialog</name>
        <message>
            <source>The league file is damaged.</source>
            <translation>El archivo de la liga está dañado.</translation>
        </message>
        <message>
            <source>Put back one of its automatic backups with File ▸ Restore from Backup…, or open another league.</source>
            <translation>Restaure una de sus copias automáticas con Archivo ▸ Restaurar desde copia de seguridad…, o abra otra liga.</translation>
        </message>
        <message>
            <source>This file is not a league database.</source>
            <translation>Este archivo no es una base de datos de liga.</translation>
        </message>
        <message>
            <source>Choose another file, or start a new league with File ▸ New league….</source>
            <translation>Elija otro archivo o cree una liga nueva con Archivo ▸ Nueva liga….</translation>
        </message>
        <message>
            <source>The disk could not read or write the league.</source>
            <translation>El disco no pudo leer ni escribir la liga.</translation>
        </message>
        <message>
            <source>Check the disk (or the network drive) and try again. If the league is damaged, put back a backup with File ▸ Restore from Backup….</source>
            <translation>Compruebe el disco (o la unidad de red) y vuelva a intentarlo. Si la liga está dañada, restaure una copia con Archivo ▸ Restaurar desde copia de seguridad….</translation>
        </message>
        <message>
            <source>The disk is full: nothing was saved.</source>
            <translation>El disco está lleno: no se ha guardado nada.</translation>
        </message>
        <message>
            <source>Free some space on the disk, then make the change again. What was saved before is safe.</source>
            <translation>Libere espacio en el disco y vuelva a hacer el cambio. Lo guardado antes está a salvo.</translation>
        </message>
        <message>
            <source>The league may not be written here.</source>
            <translation>Aquí no se puede escribir la liga.</translation>
        </message>
        <message>
            <source>Copy the league to a folder you may write to and open the copy.</source>
            <translation>Copie la liga en una carpeta en la que pueda escribir y abra la copia.</translation>
        </message>
        <message>
            <source>Another program is writing the league.</source>
            <translation>Otro programa está escribiendo la liga.</translation>
        </message>
        <message>
            <source>Wait for it to finish (or close it), then try again. Nothing was changed.</source>
            <translation>Espere a que termine (o ciérrelo) y vuelva a intentarlo. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>The league file is not there.</source>
            <translation>El archivo de la liga no está.</translation>
        </message>
        <message>
            <source>Open another league, or put back one of its backups.</source>
            <translation>Abra otra liga o restaure una de sus copias.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr.</source>
            <translation>La liga se guardó con un leaguemgr más reciente.</translation>
        </message>
        <message>
            <source>Install that version to open it; this one would not read it correctly.</source>
            <translation>Instale esa versión para abrirla; esta no la leería correctamente.</translation>
        </message>
        <message>
            <source>Another program changed the league: your change was not saved.</source>
            <translation>Otro programa cambió la liga: su cambio no se ha guardado.</translation>
        </message>
        <message>
            <source>The league has been read again, so every screen shows it as it is now, and Undo starts afresh. Make your change again if it is still needed.</source>
            <translation>La liga se ha vuelto a leer, así que cada pantalla la muestra como está ahora, y Deshacer empieza de cero. Vuelva a hacer su cambio si aún hace falta.</translation>
        </message>
        <message>
            <source>The database refused the change: nothing was saved.</source>
            <translation>La base de datos rechazó el cambio: no se ha guardado nada.</translation>
        </message>
        <message>
            <source>Check the values and try again.</source>
            <translation>Compruebe los valores y vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>The league's server cannot be reached: nothing was saved.</source>
            <translation>No se puede acceder al servidor de la liga: no se ha guardado nada.</translation>
        </message>
        <message>
            <source>The screens still show the league as it was. Check the network (or ask whoever runs the server), then do the same again: it works once the server is back.</source>
            <translation>Las pantallas siguen mostrando la liga como estaba. Compruebe la red (o pregunte a quien administra el servidor) y repita lo mismo: funciona en cuanto vuelva el servidor.</translation>
        </message>
        <message>
            <source>The file could not be written or read.</source>
            <translation>No se pudo escribir ni leer el archivo.</translation>
        </message>
        <message>
            <source>Check its name and folder, or choose another, then try again. Nothing was changed.</source>
            <translation>Compruebe su nombre y su carpeta, o elija otro, y vuelva a intentarlo. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>The file could not be used.</source>
            <translation>No se pudo usar el archivo.</translation>
        </message>
        <message>
            <source>Nothing was changed. Correct the file, or choose another, then try again.</source>
            <translation>No se ha cambiado nada. Corrija el archivo o elija otro y vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>Your role on the league's server may only read the league.</source>
            <translation>Su rol en el servidor de la liga solo puede leer la liga.</translation>
        </message>
        <message>
            <source>Ask the database's owner (whoever runs the server) to grant your role writing; meanwhile every screen still shows the league.</source>
            <translation>Pida al propietario de la base de datos (quien administra el servidor) que conceda escritura a su rol; mientras tanto cada pantalla sigue mostrando la liga.</translation>
        </message>
        <message>
            <source>Your change</source>
            <translation>Su cambio</translation>
        </message>
        <message>
            <source>{change} was not saved: {who} changed the league at {when}, after this window had read it. Saving would have overwritten their change.</source>
            <translation>{change} no se ha guardado: {who} cambió la liga a las {when}, después de que esta ventana la leyera. Guardar habría sobrescrito su cambio.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>&amp;Restaurar desde copia de seguridad…</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>League files (*.league.json *.json);;All files (*)</source>
            <translation>Archivos de liga (*.league.json *.json);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>&amp;New league…</source>
            <translation>&amp;Nueva liga…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>&amp;Import league file…</source>
            <translation>&amp;Importar archivo de liga…</translation>
        </message>
        <message>
            <source>Import from &amp;TD3…</source>
            <translation>Importar desde &amp;TD3…</translation>
        </message>
        <message>
            <source>Import a TD3 &amp;folder…</source>
            <translation>Importar una &amp;carpeta de TD3…</translation>
        </message>
        <message>
            <source>Import Sprea&amp;dsheet…</source>
            <translation>Importar &amp;hoja de cálculo…</translation>
        </message>
        <message>
            <source>&amp;Export league file…</source>
            <translation>&amp;Exportar archivo de liga…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>No recent leagues</source>
            <translation>No hay ligas recientes</translation>
        </message>
        <message>
            <source>Import league file</source>
            <translation>Importar archivo de liga</translation>
        </message>
        <message>
            <source>Import {file} into {league}?

Seasons with the same names are replaced and players with the same ids are updated. Edit ▸ Undo takes the whole import back.</source>
            <translation>¿Importar {file} en {league}?

Las temporadas con el mismo nombre se reemplazan y los jugadores con el mismo id se actualizan. Editar ▸ Deshacer revierte toda la importación.</translation>
        </message>
        <message>
            <source>this league</source>
            <translation>esta liga</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Leyendo {file}…</translation>
        </message>
        <message>
            <source>Imported {file}</source>
            <translation>{file} importado</translation>
        </message>
        <message>
            <source>Imported the TD3 tournaments</source>
            <translation>Torneos de TD3 importados</translation>
        </message>
        <message>
            <source>Imported the spreadsheet's nights</source>
            <translation>Noches de la hoja de cálculo importadas</translation>
        </message>
        <message>
            <source>Export league file</source>
            <translation>Exportar archivo de liga</translation>
        </message>
        <message>
            <source>Exported the league to {file}</source>
            <translation>Liga exportada a {file}</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source># leaguemgr

The guide (README.md) is not in this installation. It is the front page of the project's source, under “Guide”.</source>
            <translation># leaguemgr

La guía (README.md) no está en esta instalación. Es la portada del código fuente del proyecto, en «Guide».</translation>
        </message>
        <message>
            <source>leaguemgr guide</source>
            <translation>Guía de leaguemgr</translation>
        </message>
        <message>
            <source>Welcome to leaguemgr</source>
            <translation>Bienvenido a leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;A &lt;b&gt;sample league&lt;/b&gt; is open: a season of eleven nights to look around in. Nothing you change there matters, and Edit ▸ Undo takes it back.&lt;/p&gt;&lt;p&gt;When you are ready, &lt;b&gt;start your own league&lt;/b&gt;: a name and a currency, then its first season with your rules (or the AZ or FNC rules to begin with). Help ▸ Guide explains the screens.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Hay una &lt;b&gt;liga de ejemplo&lt;/b&gt; abierta: una temporada de once noches para echar un vistazo. Nada de lo que cambie ahí importa, y Editar ▸ Deshacer lo revierte.&lt;/p&gt;&lt;p&gt;Cuando esté listo, &lt;b&gt;cree su propia liga&lt;/b&gt;: un nombre y una moneda, luego su primera temporada con sus reglas (o las reglas AZ o FNC para empezar). Ayuda ▸ Guía explica las pantallas.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Loo&amp;k around the sample league</source>
            <translation>E&amp;xplorar la liga de ejemplo</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your league &lt;b&gt;{league}&lt;/b&gt; is open. Help ▸ Guide explains the screens; File ▸ New league… starts another one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Su liga &lt;b&gt;{league}&lt;/b&gt; está abierta. Ayuda ▸ Guía explica las pantallas; Archivo ▸ Nueva liga… crea otra.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Keep working on your league</source>
            <translation>&amp;Seguir con su liga</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Welcome to leaguemgr&lt;/h3&gt;&lt;p&gt;It keeps a poker league: each night's entries, money and payouts, the points race, the bounty, dealer credits and the championship.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Bienvenido a leaguemgr&lt;/h3&gt;&lt;p&gt;Lleva una liga de póquer: las entradas, el dinero y los premios de cada noche, la carrera por puntos, las recompensas, los créditos de repartidor y el campeonato.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Quick start: your own league…</source>
            <translation>&amp;Inicio rápido: su propia liga…</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Guía</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Bienvenida…</translation>
        </message>
        <message>
            <source>&amp;About leaguemgr</source>
            <translation>&amp;Acerca de leaguemgr</translation>
        </message>
        <message>
            <source>About leaguemgr</source>
            <translation>Acerca de leaguemgr</translation>
        </message>
        <message>
            <source>&lt;p&gt;Runs a poker league: events, payouts, bounties, dealer credits, the points race and the championship.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Lleva una liga de póquer: torneos, premios, recompensas, créditos de repartidor, la carrera por puntos y el campeonato.&lt;/p&gt;&lt;p&gt;Licencia MIT.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>El del sistema ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr hablará {language} la próxima vez que se abra.</translation>
        </message>
    </context>
    <context>
        <name>LeagueChooser</name>
        <message>
            <source>League databases (*.sqlite *.db);;All files (*)</source>
            <translation>Bases de datos de liga (*.sqlite *.db);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Keep the current league</source>
            <translation>&amp;Mantener la liga actual</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>Open league database</source>
            <translation>Abrir base de datos de liga</translation>
        </message>
        <message>
            <source>New league database</source>
            <translation>Nueva base de datos de liga</translation>
        </message>
        <message>
            <source>New league</source>
            <translation>Nueva liga</translation>
        </message>
        <message>
            <source>{file} already exists. Choose another name, or use File ▸ Open… to open it.</source>
            <translation>{file} ya existe. Elija otro nombre o ábralo con Archivo ▸ Abrir….</translation>
        </message>
    </context>
    <context>
        <name>LeagueFormats</name>
        <message>
            <source>Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)</source>
            <translation>Sin definir: como leaguemgr siempre escribió (1,234.50, 2026-01-31)</translation>
        </message>
        <message>
            <source>'{text}' is not a currency code (e.g. EUR)</source>
            <translation>«{text}» no es un código de moneda (p. ej., EUR)</translation>
        </message>
        <message>
            <source>'{text}' is not a locale (e.g. de_DE)</source>
            <translation>«{text}» no es una configuración regional (p. ej., de_DE)</translation>
        </message>
    </context>
    <context>
        <name>LeagueSettingsDialog</name>
        <message>
            <source>League settings</source>
            <translation>Ajustes de la liga</translation>
        </message>
        <message>
            <source>not set: this computer's own ({zone})</source>
            <translation>sin definir: la de este equipo ({zone})</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocida</translation>
        </message>
        <message>
            <source>Type to find a zone: a city, a region…</source>
            <translation>Escriba para buscar una zona: una ciudad, una región…</translation>
        </message>
        <message>
            <source>Every night's answer-by time and every answer's time are in this zone, wherever the league is opened or served.</source>
            <translation>La hora límite de respuesta de cada noche y la hora de cada respuesta están en esta zona, dondequiera que se abra o sirva la liga.</translation>
        </message>
        <message>
            <source>&amp;Currency:</source>
            <translation>&amp;Moneda:</translation>
        </message>
        <message>
            <source>&amp;Locale:</source>
            <translation>&amp;Configuración regional:</translation>
        </message>
        <message>
            <source>Written as:</source>
            <translation>Se escribe:</translation>
        </message>
        <message>
            <source>Lan&amp;guage:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>Time zone:</source>
            <translation>Zona horaria:</translation>
        </message>
        <message>
            <source>&amp;Find a zone:</source>
            <translation>&amp;Buscar una zona:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Set the league's time zone to {zone}</source>
            <translation>Poner la zona horaria de la liga en {zone}</translation>
        </message>
        <message>
            <source>Set the league's money and formats to {formats}</source>
            <translation>Poner la moneda y los formatos de la liga en {formats}</translation>
        </message>
    </context>
    <context>
        <name>LedgerLineDialog</name>
        <message>
            <source>Record payment</source>
            <translation>Registrar pago</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Registrar</translation>
        </message>
        <message>
            <source>The player pays the league</source>
            <translation>El jugador paga a la liga</translation>
        </message>
        <message>
            <source>Charge</source>
            <translation>Cargo</translation>
        </message>
        <message>
            <source>The league charges the player (a fine, a fee)</source>
            <translation>La liga cobra al jugador (una multa, una tarifa)</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Pago</translation>
        </message>
        <message>
            <source>Pay out</source>
            <translation>Pagar</translation>
        </message>
        <message>
            <source>The league pays the player (a prize, a refund)</source>
            <translation>La liga paga al jugador (un premio, un reembolso)</translation>
        </message>
        <message>
            <source>Type a name</source>
            <extracomment>What each kind is most often for.</extracomment>
            <translation>Escriba un nombre</translation>
        </message>
        <message>
            <source>Why (a correction says so)</source>
            <translation>Por qué (una corrección lo indica)</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Jugador:</translation>
        </message>
        <message>
            <source>&amp;Amount:</source>
            <translation>&amp;Importe:</translation>
        </message>
        <message>
            <source>&amp;For:</source>
            <translation>&amp;Concepto:</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Fecha:</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>&amp;Nota:</translation>
        </message>
        <message>
            <source>Type the player's name</source>
            <translation>Escriba el nombre del jugador</translation>
        </message>
        <message>
            <source>Type the amount</source>
            <translation>Escriba el importe</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Reading the rest of the league…</source>
            <translation>Leyendo el resto de la liga…</translation>
        </message>
        <message>
            <source>Every change is saved to the league database the moment you make it; Edit ▸ Undo takes it back.</source>
            <translation>Cada cambio se guarda en la base de datos de la liga en cuanto lo hace; Editar ▸ Deshacer lo revierte.</translation>
        </message>
        <message>
            <source>The season every screen shows</source>
            <translation>La temporada que muestra cada pantalla</translation>
        </message>
        <message>
            <source>All changes saved</source>
            <translation>Todos los cambios guardados</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;League Settings…</source>
            <translation>Ajustes de la &amp;liga…</translation>
        </message>
        <message>
            <source>The league's time zone (and its currency)</source>
            <translation>La zona horaria de la liga (y su moneda)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Buscar…</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>Seaso&amp;n</source>
            <translation>Tempora&amp;da</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>Ni&amp;ght</source>
            <translation>&amp;Noche</translation>
        </message>
        <message>
            <source>Players' &amp;Phones…</source>
            <translation>&amp;Móviles de los jugadores…</translation>
        </message>
        <message>
            <source>A read-only page of the clock, seats and standings</source>
            <translation>Una página de solo lectura con el reloj, los asientos y la clasificación</translation>
        </message>
        <message>
            <source>TV by Lin&amp;k…</source>
            <translation>TV por enla&amp;ce…</translation>
        </message>
        <message>
            <source>The big screen on any TV with a browser, by its address</source>
            <translation>La pantalla grande en cualquier televisor con navegador, por su dirección</translation>
        </message>
        <message>
            <source>Directors…</source>
            <translation>Directores…</translation>
        </message>
        <message>
            <source>Let others run the night from their phones</source>
            <translation>Dejar que otros lleven la noche desde sus móviles</translation>
        </message>
        <message>
            <source>Who Is &amp;Coming…</source>
            <translation>Quién &amp;viene…</translation>
        </message>
        <message>
            <source>Plan the next nights and see the players' answers</source>
            <translation>Planificar las próximas noches y ver las respuestas de los jugadores</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Temporada</translation>
        </message>
        <message>
            <source>Season:</source>
            <translation>Temporada:</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <source>Seatin&amp;g on a second screen…</source>
            <translation>Asientos en una se&amp;gunda pantalla…</translation>
        </message>
        <message>
            <source>The league on the server</source>
            <translation>La liga en el servidor</translation>
        </message>
        <message>
            <source>Opened {league}</source>
            <translation>{league} abierta</translation>
        </message>
        <message>
            <source>The players' page could not come back: {problem}</source>
            <translation>La página de los jugadores no pudo volver: {problem}</translation>
        </message>
        <message>
            <source>Read-only</source>
            <translation>Solo lectura</translation>
        </message>
        <message>
            <source>Typed but not saved yet: save or apply it on its screen (everything else is saved).</source>
            <translation>Escrito pero aún no guardado: guárdelo o aplíquelo en su pantalla (todo lo demás está guardado).</translation>
        </message>
        <message>
            <source>(server: {place})</source>
            <translation>(servidor: {place})</translation>
        </message>
        <message>
            <source>The league open in this window: {path}</source>
            <translation>La liga abierta en esta ventana: {path}</translation>
        </message>
        <message>
            <source>(read-only)</source>
            <translation>(solo lectura)</translation>
        </message>
        <message>
            <source>Event {number} is running: the Night screen shows it</source>
            <translation>El torneo {number} está en curso: la pantalla Noche lo muestra</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
    </context>
    <context>
        <name>MoneyMovesDialog</name>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Would be</source>
            <translation>Sería</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Diferencia</translation>
        </message>
        <message>
            <source>Money already paid would change</source>
            <translation>Cambiaría dinero ya pagado</translation>
        </message>
    </context>
    <context>
        <name>MoneyView</name>
        <message>
            <source>owes {amount}</source>
            <translation>debe {amount}</translation>
        </message>
        <message>
            <source>is owed {amount}</source>
            <translation>se le deben {amount}</translation>
        </message>
        <message>
            <source>square</source>
            <translation>al día</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Cuota</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Líneas</translation>
        </message>
        <message>
            <source>Everyone</source>
            <extracomment>The league's locale: names sort in its collation. The choices of the filter: (what the proxy is told, what the organizer reads).</extracomment>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Owes the league</source>
            <translation>Debe a la liga</translation>
        </message>
        <message>
            <source>The league owes</source>
            <translation>La liga debe</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>For</source>
            <translation>Concepto</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo después</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>payment</source>
            <extracomment>A line's kind and what it is for, as the organizer reads them.</extracomment>
            <translation>pago</translation>
        </message>
        <message>
            <source>charge</source>
            <translation>cargo</translation>
        </message>
        <message>
            <source>payout</source>
            <translation>pago de premio</translation>
        </message>
        <message>
            <source>dues</source>
            <translation>cuota</translation>
        </message>
        <message>
            <source>entries</source>
            <translation>entradas</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>multa</translation>
        </message>
        <message>
            <source>prize</source>
            <translation>premio</translation>
        </message>
        <message>
            <source>other</source>
            <translation>otro</translation>
        </message>
        <message>
            <source>Record &amp;payment…</source>
            <translation>Registrar &amp;pago…</translation>
        </message>
        <message>
            <source>&amp;Charge…</source>
            <translation>&amp;Cargar…</translation>
        </message>
        <message>
            <source>Pay&amp;out…</source>
            <translation>Pagar &amp;premio…</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Filtrar jugadores…</translation>
        </message>
        <message>
            <source>Choose a player to see their lines</source>
            <translation>Elija un jugador para ver sus líneas</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>pagada</translation>
        </message>
        <message>
            <source>Owed to the league: {amount}</source>
            <translation>Adeudado a la liga: {amount}</translation>
        </message>
        <message>
            <source>Owed by the league: {amount}</source>
            <translation>Adeudado por la liga: {amount}</translation>
        </message>
        <message>
            <source>Dues unpaid: {count}</source>
            <translation>Cuotas sin pagar: {count}</translation>
        </message>
        <message>
            <source>Night {number}</source>
            <translation>Noche {number}</translation>
        </message>
        <message>
            <source>Expected at the season's end: {amount} in prizes, in no balance yet: owed once the last planned night is closed or the regular season is marked complete in Season setup</source>
            <translation>Previsto al final de la temporada: {amount} en premios, aún en ningún saldo: se deben cuando se cierre la última noche prevista o la temporada regular se marque como completa en Configurar temporada</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} jugadores</translation>
        </message>
        <message>
            <source>Expected at the season's end (not owed yet): {players}</source>
            <translation>Previsto al final de la temporada (aún no se debe): {players}</translation>
        </message>
    </context>
    <context>
        <name>NewLeagueDialog</name>
        <message>
            <source>New league</source>
            <translation>Nueva liga</translation>
        </message>
        <message>
            <source>e.g. Thursday Night Poker League</source>
            <translation>p. ej., Liga de póquer de los jueves</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Crear</translation>
        </message>
        <message>
            <source>League name:</source>
            <translation>Nombre de la liga:</translation>
        </message>
        <message>
            <source>Currency:</source>
            <translation>Moneda:</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>Archivo:</translation>
        </message>
        <message>
            <source>The new league has no season yet: add one with Season ▸ New season….</source>
            <translation>La nueva liga aún no tiene temporada: añada una con Temporada ▸ Nueva temporada….</translation>
        </message>
    </context>
    <context>
        <name>OutputActions</name>
        <message>
            <source>Excel workbook, every sheet (*.xlsx)</source>
            <translation>Libro de Excel, todas las hojas (*.xlsx)</translation>
        </message>
        <message>
            <source>Standings as CSV (*.csv)</source>
            <translation>Clasificación en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Payouts as CSV (*.csv)</source>
            <translation>Premios en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Standings as PDF (*.pdf)</source>
            <translation>Clasificación en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Players' standings page (*.html)</source>
            <translation>Página de clasificación para los jugadores (*.html)</translation>
        </message>
        <message>
            <source>Ledger lines as CSV (*.csv)</source>
            <translation>Líneas del libro en CSV (*.csv)</translation>
        </message>
        <message>
            <source>Player statements as PDF (*.pdf)</source>
            <translation>Extractos de los jugadores en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Last night's cash sheet as PDF (*.pdf)</source>
            <translation>Hoja de caja de la última noche en PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Export season</source>
            <translation>Exportar temporada</translation>
        </message>
        <message>
            <source>Export &amp;season…</source>
            <translation>Exportar &amp;temporada…</translation>
        </message>
        <message>
            <source>&amp;Print standings…</source>
            <translation>Im&amp;primir clasificación…</translation>
        </message>
        <message>
            <source>Print event pa&amp;yout sheet…</source>
            <translation>Imprimir hoja de premios de un t&amp;orneo…</translation>
        </message>
        <message>
            <source>Print ni&amp;ght sheet…</source>
            <translation>Imprimir hoja de la noc&amp;he…</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>Escribiendo {file}…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Error al exportar</translation>
        </message>
        <message>
            <source>Wrote {file}</source>
            <translation>{file} escrito</translation>
        </message>
        <message>
            <source>Print standings</source>
            <translation>Imprimir clasificación</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <source>No event has been played yet.</source>
            <translation>Todavía no se ha jugado ningún torneo.</translation>
        </message>
        <message>
            <source>Event {number} payout sheet</source>
            <translation>Hoja de premios del torneo {number}</translation>
        </message>
        <message>
            <source>Print payout sheet</source>
            <translation>Imprimir hoja de premios</translation>
        </message>
        <message>
            <source>Print the payout sheet of event:</source>
            <translation>Imprimir la hoja de premios del torneo:</translation>
        </message>
        <message>
            <source>Night sheet</source>
            <translation>Hoja de la noche</translation>
        </message>
    </context>
    <context>
        <name>ReadOnlyBanner</name>
        <message>
            <source>Read-only: {reason}. Copy it somewhere you may write to change it.</source>
            <translation>Solo lectura: {reason}. Cópiela donde pueda escribir para cambiarla.</translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>The league cannot be opened</source>
            <translation>No se puede abrir la liga</translation>
        </message>
        <message>
            <source>&amp;Automatic backups of this league, newest first:</source>
            <translation>Copias &amp;automáticas de esta liga, las más recientes primero:</translation>
        </message>
        <message>
            <source>&amp;Restore the selected backup</source>
            <translation>&amp;Restaurar la copia seleccionada</translation>
        </message>
        <message>
            <source>&amp;Open another league…</source>
            <translation>&amp;Abrir otra liga…</translation>
        </message>
        <message>
            <source>Start a &amp;new league…</source>
            <translation>Crear una &amp;nueva liga…</translation>
        </message>
    </context>
    <context>
        <name>RestoreDialog</name>
        <message>
            <source>Restore from backup</source>
            <translation>Restaurar copia de seguridad</translation>
        </message>
        <message>
            <source>Put one of these backups back as &lt;b&gt;{league}&lt;/b&gt;. The league as it is now is kept as a backup first, so nothing is lost.</source>
            <translation>Restaure una de estas copias como &lt;b&gt;{league}&lt;/b&gt;. La liga tal como está ahora se guarda antes como copia, así que no se pierde nada.</translation>
        </message>
        <message>
            <source>&amp;Automatic backups, newest first:</source>
            <translation>Copias &amp;automáticas, las más recientes primero:</translation>
        </message>
        <message>
            <source>&amp;Restore</source>
            <translation>&amp;Restaurar</translation>
        </message>
        <message>
            <source>&amp;Choose a file…</source>
            <translation>&amp;Elegir un archivo…</translation>
        </message>
        <message>
            <source>Put back a backup saved elsewhere (File ▸ Back up now…)</source>
            <translation>Restaurar una copia guardada en otro sitio (Archivo ▸ Hacer copia ahora…)</translation>
        </message>
        <message>
            <source>Choose a backup to put back</source>
            <translation>Elegir una copia para restaurar</translation>
        </message>
    </context>
    <context>
        <name>Restoring</name>
        <message>
            <source>Restore from backup</source>
            <translation>Restaurar copia de seguridad</translation>
        </message>
        <message>
            <source>Restore {backup}</source>
            <translation>Restaurar {backup}</translation>
        </message>
        <message>
            <source>The league as it was is kept in {file}; it is listed among the backups.</source>
            <translation>La liga tal como estaba se guarda en {file}; aparece entre las copias de seguridad.</translation>
        </message>
        <message>
            <source>{league} is back as it was in the backup {backup}.</source>
            <translation>{league} vuelve a estar como en la copia {backup}.</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>&amp;Standings</source>
            <translation>C&amp;lasificación</translation>
        </message>
        <message>
            <source>&amp;Events</source>
            <translation>&amp;Torneos</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Jugadores</translation>
        </message>
        <message>
            <source>&amp;Championship</source>
            <translation>&amp;Campeonato</translation>
        </message>
        <message>
            <source>Season se&amp;tup</source>
            <translation>Configurar tem&amp;porada</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>&amp;Noche</translation>
        </message>
        <message>
            <source>&amp;Money</source>
            <translation>&amp;Dinero</translation>
        </message>
    </context>
    <context>
        <name>SeasonData</name>
        <message>
            <source>This league has no season yet: choose Season ▸ New season… to start one.</source>
            <translation>Esta liga aún no tiene temporada: elija Temporada ▸ Nueva temporada… para empezar una.</translation>
        </message>
        <message>
            <source>The season cannot be computed: {problem}</source>
            <translation>No se puede calcular la temporada: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ServerActions</name>
        <message>
            <source>Open League on a Server</source>
            <translation>Abrir una liga en un servidor</translation>
        </message>
        <message>
            <source>Move this league to a server</source>
            <translation>Mover esta liga a un servidor</translation>
        </message>
        <message>
            <source>Save a copy as a file</source>
            <translation>Guardar una copia como archivo</translation>
        </message>
        <message>
            <source>Check the server's name and port, the network, and that the server is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.</source>
            <translation>Compruebe el nombre y el puerto del servidor, la red y que el servidor esté en marcha. Si pide una contraseña, póngala en ~/.pgpass (o PGPASSWORD), como para psql.</translation>
        </message>
        <message>
            <source>Check the database's name. A new league needs an empty database, made once by whoever runs the server (createdb league).</source>
            <translation>Compruebe el nombre de la base de datos. Una liga nueva necesita una base de datos vacía, creada una vez por quien administra el servidor (createdb league).</translation>
        </message>
        <message>
            <source>Ask whoever runs the server for a role that may write the league.</source>
            <translation>Pida a quien administra el servidor un rol que pueda escribir la liga.</translation>
        </message>
        <message>
            <source>The league was saved by a newer leaguemgr: install that version to open it.</source>
            <translation>La liga se guardó con un leaguemgr más reciente: instale esa versión para abrirla.</translation>
        </message>
        <message>
            <source>Check the URL, or ask whoever runs the server.</source>
            <translation>Compruebe la URL o pregunte a quien administra el servidor.</translation>
        </message>
        <message>
            <source>The league on the server could not be opened.</source>
            <translation>No se pudo abrir la liga del servidor.</translation>
        </message>
        <message>
            <source>Open League on a Ser&amp;ver…</source>
            <translation>Abrir liga en un ser&amp;vidor…</translation>
        </message>
        <message>
            <source>Open a league kept in a PostgreSQL database, by several venues</source>
            <translation>Abrir una liga guardada en una base de datos PostgreSQL, para varios locales</translation>
        </message>
        <message>
            <source>&amp;Move this league to a server…</source>
            <translation>&amp;Mover esta liga a un servidor…</translation>
        </message>
        <message>
            <source>Copy this league into an empty database on a PostgreSQL server</source>
            <translation>Copiar esta liga en una base de datos vacía de un servidor PostgreSQL</translation>
        </message>
        <message>
            <source>Save a &amp;copy as a file…</source>
            <translation>Guardar una &amp;copia como archivo…</translation>
        </message>
        <message>
            <source>The whole league, as it is now, in a league file of its own</source>
            <translation>Toda la liga, tal como está ahora, en un archivo de liga propio</translation>
        </message>
        <message>
            <source>Connecting to {place}…</source>
            <translation>Conectando con {place}…</translation>
        </message>
        <message>
            <source>{place}  (server)</source>
            <translation>{place}  (servidor)</translation>
        </message>
        <message>
            <source>&amp;Copy there</source>
            <translation>&amp;Copiar allí</translation>
        </message>
        <message>
            <source>The whole league is copied into this PostgreSQL database (made empty by whoever runs the server: createdb league). This file stays as it is.</source>
            <translation>Toda la liga se copia en esta base de datos PostgreSQL (creada vacía por quien administra el servidor: createdb league). Este archivo se queda como está.</translation>
        </message>
        <message>
            <source>Open the league on the server now? From then on every venue opens it from {place}; {file} stays as it was, as a copy.</source>
            <translation>¿Abrir ahora la liga en el servidor? A partir de entonces cada local la abre desde {place}; {file} se queda como estaba, como copia.</translation>
        </message>
        <message>
            <source>Copying the league to {place}…</source>
            <translation>Copiando la liga a {place}…</translation>
        </message>
        <message>
            <source>{place} already holds a league.

Replace it with this one? What it holds now is removed.</source>
            <translation>{place} ya contiene una liga.

¿Reemplazarla por esta? Lo que contiene ahora se elimina.</translation>
        </message>
    </context>
    <context>
        <name>ServerDialog</name>
        <message>
            <source>leaguemgr never asks for or keeps a password. If the server wants one, put it in ~/.pgpass (or PGPASSWORD, or a PGSERVICE entry), as for psql.</source>
            <translation>leaguemgr nunca pide ni guarda una contraseña. Si el servidor la pide, póngala en ~/.pgpass (o PGPASSWORD, o una entrada PGSERVICE), como para psql.</translation>
        </message>
        <message>
            <source>this computer</source>
            <translation>este equipo</translation>
        </message>
        <message>
            <source>the default database</source>
            <translation>la base de datos predeterminada</translation>
        </message>
        <message>
            <source>{database} on {where}</source>
            <translation>{database} en {where}</translation>
        </message>
        <message>
            <source>Open League on a Server</source>
            <translation>Abrir una liga en un servidor</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>The league's PostgreSQL database: the server and the database name, or a postgresql:// URL.</source>
            <translation>La base de datos PostgreSQL de la liga: el servidor y el nombre de la base de datos, o una URL postgresql://.</translation>
        </message>
        <message>
            <source>db.club.example, 10.0.0.5 or /var/run/postgresql</source>
            <translation>db.club.example, 10.0.0.5 o /var/run/postgresql</translation>
        </message>
        <message>
            <source>The server's name or address, or the folder of its Unix socket. Empty: this computer's PostgreSQL.</source>
            <translation>El nombre o la dirección del servidor, o la carpeta de su socket Unix. Vacío: el PostgreSQL de este equipo.</translation>
        </message>
        <message>
            <source>PostgreSQL listens on {port} unless it was set otherwise</source>
            <translation>PostgreSQL escucha en {port} salvo que se haya configurado otro</translation>
        </message>
        <message>
            <source>league</source>
            <translation>liga</translation>
        </message>
        <message>
            <source>your login name</source>
            <translation>su nombre de usuario</translation>
        </message>
        <message>
            <source>postgresql://user@host:5432/league</source>
            <translation>postgresql://usuario@servidor:5432/liga</translation>
        </message>
        <message>
            <source>A URL here is used as it is; the fields above are then not used</source>
            <translation>Una URL aquí se usa tal cual; entonces no se usan los campos de arriba</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Servidor:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Puerto:</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Base de datos:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Usuario:</translation>
        </message>
        <message>
            <source>or paste a &amp;URL:</source>
            <translation>o pegue una &amp;URL:</translation>
        </message>
        <message>
            <source>Connects to: {url}</source>
            <translation>Se conecta a: {url}</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Indique la base de datos (o pegue una URL).</translation>
        </message>
        <message>
            <source>A URL starts with postgresql:// (a league file: File ▸ Open…).</source>
            <translation>Una URL empieza por postgresql:// (un archivo de liga: Archivo ▸ Abrir…).</translation>
        </message>
        <message>
            <source>The password in this URL is used to connect this once and never kept: to open the league again, put it in ~/.pgpass.</source>
            <translation>La contraseña de esta URL se usa para conectar solo esta vez y nunca se guarda: para volver a abrir la liga, póngala en ~/.pgpass.</translation>
        </message>
    </context>
    <context>
        <name>ShareActions</name>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Publish again</source>
            <translation>Publicar de nuevo</translation>
        </message>
        <message>
            <source>&amp;Copy Standings Image</source>
            <extracomment>Seconds a webhook has to answer (tests make it short). The last publish that went through: (when, what), shown in the status bar.</extracomment>
            <translation>&amp;Copiar imagen de la clasificación</translation>
        </message>
        <message>
            <source>&amp;Save Image…</source>
            <translation>&amp;Guardar imagen…</translation>
        </message>
        <message>
            <source>&amp;Publish Now</source>
            <translation>&amp;Publicar ahora</translation>
        </message>
        <message>
            <source>Publish &amp;When a Night Closes</source>
            <translation>Publicar &amp;cuando se cierre una noche</translation>
        </message>
        <message>
            <source>Publishing Se&amp;ttings…</source>
            <translation>A&amp;justes de publicación…</translation>
        </message>
        <message>
            <source>&amp;Share</source>
            <translation>Co&amp;mpartir</translation>
        </message>
        <message>
            <source>Standings image copied: paste it into the group's chat</source>
            <translation>Imagen de la clasificación copiada: péguela en el chat del grupo</translation>
        </message>
        <message>
            <source>Not saved: {problem}</source>
            <translation>No guardado: {problem}</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} guardado</translation>
        </message>
        <message>
            <source>No card: {problem}</source>
            <translation>Sin tarjeta: {problem}</translation>
        </message>
        <message>
            <source>no webhook or folder set (Share ▸ Publishing Settings…)</source>
            <translation>no hay webhook ni carpeta definidos (Compartir ▸ Ajustes de publicación…)</translation>
        </message>
        <message>
            <source>Publishing season {season}…</source>
            <translation>Publicando la temporada {season}…</translation>
        </message>
        <message>
            <source>{done} at {time}</source>
            <translation>{done} a las {time}</translation>
        </message>
        <message>
            <source>Not published: {problem}</source>
            <translation>No publicado: {problem}</translation>
        </message>
    </context>
    <context>
        <name>ShareDialog</name>
        <message>
            <source>Publish posts the standings card and the last night's card to your group's chat (a Discord webhook, or any that takes Discord's form), or writes them with the standings page into a folder (a synced drive or a web server's folder).</source>
            <translation>Publicar envía la tarjeta de la clasificación y la de la última noche al chat de su grupo (un webhook de Discord, o cualquiera que acepte el formato de Discord), o las escribe con la página de clasificación en una carpeta (una unidad sincronizada o la carpeta de un servidor web).</translation>
        </message>
        <message>
            <source>Publishing settings</source>
            <translation>Ajustes de publicación</translation>
        </message>
        <message>
            <source>Kept in your settings on this computer only, never in the league</source>
            <translation>Se guarda solo en sus ajustes de este equipo, nunca en la liga</translation>
        </message>
        <message>
            <source>or a folder for the cards and the standings page</source>
            <translation>o una carpeta para las tarjetas y la página de clasificación</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>E&amp;xaminar…</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Publish &amp;when a night closes</source>
            <translation>Publicar &amp;cuando se cierre una noche</translation>
        </message>
        <message>
            <source>&amp;Webhook:</source>
            <translation>&amp;Webhook:</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Carpeta:</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Tema:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Publish into folder</source>
            <translation>Publicar en la carpeta</translation>
        </message>
    </context>
    <context>
        <name>SheetImport</name>
        <message>
            <source>Payout</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Eliminaciones</translation>
        </message>
        <message>
            <source>Rebuys</source>
            <translation>Recompras</translation>
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
            <translation>Noche</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>(ignored)</source>
            <translation>(ignorada)</translation>
        </message>
        <message>
            <source>Grid: a row per player, a column per night</source>
            <translation>Cuadrícula: una fila por jugador, una columna por noche</translation>
        </message>
        <message>
            <source>Results: a row per player per night</source>
            <translation>Resultados: una fila por jugador y noche</translation>
        </message>
        <message>
            <source>Skip this sheet</source>
            <translation>Omitir esta hoja</translation>
        </message>
        <message>
            <source>2. What the columns mean</source>
            <translation>2. Qué significan las columnas</translation>
        </message>
        <message>
            <source>Check the layout found on each sheet and what each column holds; change a column with the box above it.</source>
            <translation>Compruebe la disposición encontrada en cada hoja y lo que contiene cada columna; cambie una columna con la lista de encima.</translation>
        </message>
        <message>
            <source>S&amp;heet:</source>
            <translation>&amp;Hoja:</translation>
        </message>
        <message>
            <source>&amp;Layout:</source>
            <translation>&amp;Disposición:</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Notas:</translation>
        </message>
        <message>
            <source>means</source>
            <translation>significa</translation>
        </message>
        <message>
            <source>What column {column} means</source>
            <translation>Qué significa la columna {column}</translation>
        </message>
        <message>
            <source>Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)</source>
            <translation>Hojas de cálculo (*.xlsx *.ods *.csv *.txt *.tsv);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importar</translation>
        </message>
        <message>
            <source>the files are empty</source>
            <translation>los archivos están vacíos</translation>
        </message>
        <message>
            <source>no results found ({why})</source>
            <translation>no se encontraron resultados ({why})</translation>
        </message>
        <message>
            <source>1. The spreadsheets</source>
            <translation>1. Las hojas de cálculo</translation>
        </message>
        <message>
            <source>Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: a grid of players by nights, or a sheet per night with places.</source>
            <translation>Archivos de Excel (.xlsx), LibreOffice (.ods) o CSV con los resultados de la liga: una cuadrícula de jugadores por noches, o una hoja por noche con los puestos.</translation>
        </message>
        <message>
            <source>Delete removes the selected file</source>
            <translation>Supr quita el archivo seleccionado</translation>
        </message>
        <message>
            <source>&amp;Add files…</source>
            <translation>&amp;Añadir archivos…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>the file's name</source>
            <translation>el nombre del archivo</translation>
        </message>
        <message>
            <source>&amp;Season:</source>
            <translation>&amp;Temporada:</translation>
        </message>
        <message>
            <source>Score the places with the season's points &amp;formula (not the sheet's points)</source>
            <translation>Puntuar los puestos con la &amp;fórmula de puntos de la temporada (no los puntos de la hoja)</translation>
        </message>
        <message>
            <source>Reading the spreadsheets…</source>
            <translation>Leyendo las hojas de cálculo…</translation>
        </message>
        <message>
            <source>Import Spreadsheet</source>
            <translation>Importar hoja de cálculo</translation>
        </message>
        <message>
            <source>3. The players</source>
            <translation>3. Los jugadores</translation>
        </message>
        <message>
            <source>Names written alike but for case, accents or punctuation are one player. Untick a row (Space) to keep its names apart.</source>
            <translation>Los nombres escritos igual salvo mayúsculas, acentos o puntuación son un solo jugador. Desmarque una fila (Espacio) para mantener sus nombres separados.</translation>
        </message>
        <message>
            <source>Same player</source>
            <translation>Mismo jugador</translation>
        </message>
        <message>
            <source>As written in the sheets</source>
            <translation>Como está escrito en las hojas</translation>
        </message>
        <message>
            <source>League player</source>
            <translation>Jugador de la liga</translation>
        </message>
        <message>
            <source>{players} player(s): {new} new, {known} already in the league; {merges} merge(s) to confirm</source>
            <translation>{players} jugador(es): {new} nuevo(s), {known} ya en la liga; {merges} fusión(es) por confirmar</translation>
        </message>
        <message>
            <source>merged</source>
            <translation>fusionado</translation>
        </message>
        <message>
            <source>(new player)</source>
            <translation>(jugador nuevo)</translation>
        </message>
        <message>
            <source>(in the league)</source>
            <translation>(en la liga)</translation>
        </message>
        <message>
            <source>4. The standings after the import</source>
            <translation>4. La clasificación tras la importación</translation>
        </message>
        <message>
            <source>Import adds the nights as one edit: Edit ▸ Undo takes it all back.</source>
            <translation>La importación añade las noches como un solo cambio: Editar ▸ Deshacer lo revierte todo.</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Temporada</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Player</source>
            <extracomment>What each column can mean, as the boxes above the columns say it (the sheets' own ``FIELD_WORDS`` are the English the import's notes and commands write).</extracomment>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Nights</source>
            <translation>Noches</translation>
        </message>
        <message>
            <source>Checks and money:</source>
            <translation>Comprobaciones y dinero:</translation>
        </message>
        <message>
            <source>totals: {line}</source>
            <translation>totales: {line}</translation>
        </message>
        <message>
            <source>Everything in these files is imported already: nothing to add.</source>
            <translation>Todo lo de estos archivos ya está importado: nada que añadir.</translation>
        </message>
        <message>
            <source>No totals, ranks or money in the sheets to check against.</source>
            <translation>No hay totales, puestos ni dinero en las hojas con que comprobar.</translation>
        </message>
    </context>
    <context>
        <name>Td3Import</name>
        <message>
            <source>Import from TD3</source>
            <translation>Importar desde TD3</translation>
        </message>
        <message>
            <source>TD3 tournaments (*.tdt);;All files (*)</source>
            <translation>Torneos de TD3 (*.tdt);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Import from TD3: a folder</source>
            <translation>Importar desde TD3: una carpeta</translation>
        </message>
        <message>
            <source>Reading the TD3 files…</source>
            <translation>Leyendo los archivos de TD3…</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Season</source>
            <translation>Temporada</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entradas</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>New players ({count}):</source>
            <translation>Jugadores nuevos ({count}):</translation>
        </message>
        <message>
            <source>These TD3 players are the league's players of the same name: {names}</source>
            <translation>Estos jugadores de TD3 son los jugadores de la liga con el mismo nombre: {names}</translation>
        </message>
        <message>
            <source>Notes (files left out, names, money):</source>
            <translation>Notas (archivos omitidos, nombres, dinero):</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importar</translation>
        </message>
    </context>
    <context>
        <name>WindowFaults</name>
        <message>
            <source>Not changed: {problem}</source>
            <translation>No cambiado: {problem}</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>No guardado</translation>
        </message>
        <message>
            <source>Saved, but {problem}</source>
            <translation>Guardado, pero {problem}</translation>
        </message>
    </context>
</TS>
