<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>ArrivalsBar</name>
        <message>
            <source>Type a name, Enter: arrived</source>
            <translation>Escriba un nombre, Intro: llegó</translation>
        </message>
        <message>
            <source>&amp;On time</source>
            <translation>&amp;Puntual</translation>
        </message>
        <message>
            <source>E&amp;xact change</source>
            <translation>Importe e&amp;xacto</translation>
        </message>
        <message>
            <source>F&amp;ree entry</source>
            <translation>Entrada &amp;gratis</translation>
        </message>
        <message>
            <source>&amp;Unpaid</source>
            <translation>&amp;Sin pagar</translation>
        </message>
        <message>
            <source>Absen&amp;t</source>
            <translation>Ausen&amp;te</translation>
        </message>
        <message>
            <source>Pays &amp;what is owed</source>
            <translation>Paga lo &amp;debido</translation>
        </message>
        <message>
            <source>Records a payment of what the player owes, with the buy-in</source>
            <translation>Registra el pago de lo que debe el jugador, junto con el buy-in</translation>
        </message>
        <message>
            <source>Registered and seated, chips on the table, not here yet (Ctrl+T when they come)</source>
            <translation>Inscrito y sentado, fichas en la mesa, aún no ha llegado (Ctrl+T cuando llegue)</translation>
        </message>
        <message>
            <source>A free entry earned by dealing (checked against the credits)</source>
            <translation>Una entrada gratis ganada repartiendo (comprobada con los créditos)</translation>
        </message>
        <message>
            <source>Listed as owing the buy-in until paid</source>
            <translation>Figura como deudor del buy-in hasta que pague</translation>
        </message>
        <message>
            <source>&amp;Arrives:</source>
            <translation>&amp;Llega:</translation>
        </message>
        <message>
            <source>{player} owes {amount}</source>
            <translation>{player} debe {amount}</translation>
        </message>
    </context>
    <context>
        <name>BigScreenWindow</name>
        <message>
            <source>Clock — leaguemgr</source>
            <translation>Reloj — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to</source>
            <translation>La pantalla a la que va esta ventana</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Pantalla completa (F11)</translation>
        </message>
        <message>
            <source>Logo…</source>
            <translation>Logotipo…</translation>
        </message>
        <message>
            <source>An image shown before the league's name (Cancel: none)</source>
            <translation>Una imagen mostrada antes del nombre de la liga (Cancelar: ninguna)</translation>
        </message>
        <message>
            <source>Phone code (Q)</source>
            <translation>Código móvil (Q)</translation>
        </message>
        <message>
            <source>The players' phone page as a QR code in the corner, while the page is on</source>
            <translation>La página móvil de los jugadores como código QR en la esquina, mientras esté activa</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Pantalla {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>pantalla</translation>
        </message>
        <message>
            <source>Logo for the big screen</source>
            <translation>Logotipo para la pantalla grande</translation>
        </message>
        <message>
            <source>Images (*.png *.jpg *.jpeg *.svg *.bmp)</source>
            <translation>Imágenes (*.png *.jpg *.jpeg *.svg *.bmp)</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Ninguna noche en curso</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Premios</translation>
        </message>
        <message>
            <source>Players left</source>
            <translation>Jugadores restantes</translation>
        </message>
    </context>
    <context>
        <name>BustEntry</name>
        <message>
            <source>Who is out? Enter (Ctrl+Enter: another in the same hand)</source>
            <translation>¿Quién queda eliminado? Intro (Ctrl+Intro: otro en la misma mano)</translation>
        </message>
        <message>
            <source>Busted by? Enter (Esc: nobody)</source>
            <translation>¿Eliminado por? Intro (Esc: nadie)</translation>
        </message>
        <message>
            <source>Next out: {place}</source>
            <translation>Próximo eliminado: {place}</translation>
        </message>
        <message>
            <source>&amp;Bust:</source>
            <translation>&amp;Eliminado:</translation>
        </message>
        <message>
            <source>By:</source>
            <translation>Por:</translation>
        </message>
        <message>
            <source>{winner} wins: the night is ready to close ({key})</source>
            <translation>{winner} gana: la noche está lista para cerrarse ({key})</translation>
        </message>
        <message>
            <source>Type the chips {player} began the hand with (a whole number)</source>
            <translation>Escriba las fichas con las que {player} empezó la mano (un número entero)</translation>
        </message>
        <message>
            <source>Out in this hand: {players}</source>
            <translation>Eliminados en esta mano: {players}</translation>
        </message>
        <message>
            <source>busted by {players}</source>
            <translation>eliminados por {players}</translation>
        </message>
        <message>
            <source>R = rebuy (back in), Enter = out, Esc = cancel</source>
            <translation>R = recompra (vuelve), Intro = eliminado, Esc = cancelar</translation>
        </message>
        <message>
            <source>{player}: {keys}</source>
            <translation>{player}: {keys}</translation>
        </message>
        <message>
            <source>Chips {player} began the hand with, Enter (Esc = cancel):</source>
            <translation>Fichas con las que {player} empezó la mano, Intro (Esc = cancelar):</translation>
        </message>
    </context>
    <context>
        <name>BustsModel</name>
        <message>
            <source>Place</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Eliminado</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Eliminado por</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
    </context>
    <context>
        <name>CashOut</name>
        <message>
            <source>&amp;Leave a debt standing…</source>
            <translation>&amp;Dejar una deuda pendiente…</translation>
        </message>
        <message>
            <source>Hand a player the prize whole: what they owe stays owed</source>
            <translation>Entregar a un jugador el premio entero: lo que debe sigue pendiente</translation>
        </message>
        <message>
            <source>Leave a debt standing</source>
            <translation>Dejar una deuda pendiente</translation>
        </message>
        <message>
            <source>Hand the whole prize to:</source>
            <translation>Entregar el premio entero a:</translation>
        </message>
    </context>
    <context>
        <name>ClockActions</name>
        <message>
            <source>&amp;Start / pause clock</source>
            <translation>&amp;Iniciar / pausar el reloj</translation>
        </message>
        <message>
            <source>&amp;Next level</source>
            <translation>&amp;Siguiente nivel</translation>
        </message>
        <message>
            <source>Pre&amp;vious level</source>
            <translation>Nivel &amp;anterior</translation>
        </message>
        <message>
            <source>&amp;Add a minute</source>
            <translation>Añadir un &amp;minuto</translation>
        </message>
        <message>
            <source>&amp;Take a minute off</source>
            <translation>&amp;Quitar un minuto</translation>
        </message>
        <message>
            <source>&amp;Big screen…</source>
            <translation>Pantalla &amp;grande…</translation>
        </message>
        <message>
            <source>The clock and the night, large, on a second screen or a TV</source>
            <translation>El reloj y la noche, en grande, en una segunda pantalla o un televisor</translation>
        </message>
        <message>
            <source>Clock s&amp;ounds</source>
            <translation>S&amp;onidos del reloj</translation>
        </message>
        <message>
            <source>Beep at a level's last minute and chime at its end</source>
            <translation>Pitido en el último minuto de un nivel y campanada al final</translation>
        </message>
    </context>
    <context>
        <name>ClockStrip</name>
        <message>
            <source>Level {level}</source>
            <translation>Nivel {level}</translation>
        </message>
        <message>
            <source>Not started</source>
            <translation>Sin empezar</translation>
        </message>
        <message>
            <source>Late entry only</source>
            <translation>Solo entrada tardía</translation>
        </message>
        <message>
            <source>Start clock</source>
            <translation>Iniciar reloj</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
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
            <translation>Iniciar, pausar o reanudar el reloj ({key})</translation>
        </message>
        <message>
            <source>Take a minute off the level or break ({key})</source>
            <translation>Quitar un minuto al nivel o al descanso ({key})</translation>
        </message>
        <message>
            <source>Add a minute to the level or break ({key})</source>
            <translation>Añadir un minuto al nivel o al descanso ({key})</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Ninguna noche en curso</translation>
        </message>
        <message>
            <source>Break</source>
            <translation>Descanso</translation>
        </message>
        <message>
            <source>Colour up: {chips}</source>
            <translation>Cambio de fichas: {chips}</translation>
        </message>
        <message>
            <source>After level {level}</source>
            <translation>Tras el nivel {level}</translation>
        </message>
    </context>
    <context>
        <name>ClosedCashOut</name>
        <message>
            <source>Print cash-out…</source>
            <translation>Imprimir cash-out…</translation>
        </message>
        <message>
            <source>Event {number} closed: the cash-out</source>
            <translation>Noche {number} cerrada: el cash-out</translation>
        </message>
        <message>
            <source>{league} — season {season} — Cash sheet</source>
            <translation>{league} — temporada {season} — Hoja de caja</translation>
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
            <translation>Vienen</translation>
        </message>
        <message>
            <source>Waitlist</source>
            <translation>Lista de espera</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Rechazado</translation>
        </message>
        <message>
            <source>Late cancels</source>
            <translation>Cancelaciones tardías</translation>
        </message>
        <message>
            <source>Not answered</source>
            <translation>Sin respuesta</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>maybe</source>
            <translation>quizás</translation>
        </message>
        <message>
            <source>{answer} (recorded by the organizer)</source>
            <translation>{answer} (registrado por el organizador)</translation>
        </message>
        <message>
            <source>Proposed at the night's close: the penalty applies only on your word</source>
            <translation>Se propone al cerrar la noche: la penalización solo se aplica si usted lo confirma</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Record an answer &amp;for</source>
            <translation>Registrar una respuesta &amp;para</translation>
        </message>
        <message>
            <source>Record “{answer}”</source>
            <translation>Registrar «{answer}»</translation>
        </message>
        <message>
            <source>{answer}, as the player said in a chat or call</source>
            <translation>{answer}, como dijo el jugador en un chat o una llamada</translation>
        </message>
        <message>
            <source>{answer} (by organizer)</source>
            <translation>{answer} (por el organizador)</translation>
        </message>
        <message>
            <source>1 answer</source>
            <translation>1 respuesta</translation>
        </message>
        <message>
            <source>{count} answers</source>
            <translation>{count} respuestas</translation>
        </message>
        <message>
            <source>History of {player}: {answers}</source>
            <translation>Historial de {player}: {answers}</translation>
        </message>
        <message>
            <source>{player} has not answered</source>
            <translation>{player} no ha respondido</translation>
        </message>
    </context>
    <context>
        <name>ComingCommands</name>
        <message>
            <source>Record {player}'s {answer} for event {number}</source>
            <translation>Registrar el «{answer}» de {player} para la noche {number}</translation>
        </message>
    </context>
    <context>
        <name>ComingDialog</name>
        <message>
            <source>Who is coming</source>
            <translation>Quién viene</translation>
        </message>
        <message>
            <source>&amp;New night</source>
            <translation>&amp;Nueva noche</translation>
        </message>
        <message>
            <source>no cap</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>&amp;Answer by</source>
            <translation>&amp;Responder antes de</translation>
        </message>
        <message>
            <source>S&amp;tarts at</source>
            <translation>&amp;Empieza a las</translation>
        </message>
        <message>
            <source>where the night is played</source>
            <translation>dónde se juega la noche</translation>
        </message>
        <message>
            <source>&amp;Save night</source>
            <translation>&amp;Guardar noche</translation>
        </message>
        <message>
            <source>&amp;Night</source>
            <translation>&amp;Noche</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Fecha</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Lugar</translation>
        </message>
        <message>
            <source>S&amp;eats</source>
            <translation>As&amp;ientos</translation>
        </message>
        <message>
            <source>Event {number}, {date}</source>
            <translation>Noche {number}, {date}</translation>
        </message>
        <message>
            <source>Event {number}</source>
            <translation>Noche {number}</translation>
        </message>
        <message>
            <source>No night is planned: New night plans one.</source>
            <translation>No hay ninguna noche prevista: Nueva noche prevé una.</translation>
        </message>
        <message>
            <source>{count} going</source>
            <translation>{count} vienen</translation>
        </message>
        <message>
            <source>{count} of {seats} going</source>
            <translation>{count} de {seats} vienen</translation>
        </message>
        <message>
            <source>{going}, {waiting} waiting, {declined} declined, {unanswered} not answered</source>
            <translation>{going}, {waiting} en espera, {declined} rechazos, {unanswered} sin respuesta</translation>
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
            <translation>Trato entre los jugadores restantes</translation>
        </message>
        <message>
            <source>&amp;Method:</source>
            <translation>&amp;Método:</translation>
        </message>
        <message>
            <source>Record the deal</source>
            <translation>Registrar el trato</translation>
        </message>
        <message>
            <source>takes {amount} (equity {equity})</source>
            <translation>se lleva {amount} (equidad {equity})</translation>
        </message>
        <message>
            <source>Dealt: {amount}</source>
            <translation>Repartido: {amount}</translation>
        </message>
    </context>
    <context>
        <name>DirectorsDialog</name>
        <message>
            <source>A director runs tonight from their phone: the clock, arrivals, busts, rebuys and add-ons, and undo. Each has a link of their own: give it only to them. Every action they take shows in the night's log with their name.</source>
            <translation>Un director lleva la noche desde su móvil: el reloj, las llegadas, las eliminaciones, las recompras y add-ons, y deshacer. Cada uno tiene su propio enlace: déselo solo a él. Cada acción suya aparece en el registro de la noche con su nombre.</translation>
        </message>
        <message>
            <source>Start Players' Phones… first: the directors' pages are served with it. Directors made now get their links as soon as it is on.</source>
            <translation>Inicie primero Móviles de los jugadores…: las páginas de los directores se sirven con ella. Los directores creados ahora reciben su enlace en cuanto esté activa.</translation>
        </message>
        <message>
            <source>No night is running: start one on the Night screen, then make its directors.</source>
            <translation>Ninguna noche en curso: inicie una en la pantalla Noche y luego cree sus directores.</translation>
        </message>
        <message>
            <source>Directors</source>
            <translation>Directores</translation>
        </message>
        <message>
            <source>Name, as the players know them</source>
            <translation>Nombre, como lo conocen los jugadores</translation>
        </message>
        <message>
            <source>&amp;Add director</source>
            <translation>&amp;Añadir director</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <source>Copy the link, to send it to the director</source>
            <translation>Copiar el enlace para enviarlo al director</translation>
        </message>
        <message>
            <source>The director points their phone's camera here to open their page</source>
            <translation>El director apunta aquí la cámara de su móvil para abrir su página</translation>
        </message>
        <message>
            <source>&amp;Reissue link</source>
            <translation>&amp;Renovar enlace</translation>
        </message>
        <message>
            <source>A new link: the old one stops working at once</source>
            <translation>Un enlace nuevo: el antiguo deja de funcionar al instante</translation>
        </message>
        <message>
            <source>&amp;End</source>
            <translation>&amp;Terminar</translation>
        </message>
        <message>
            <source>The link stops working at once (they can be added again)</source>
            <translation>El enlace deja de funcionar al instante (se puede volver a añadir)</translation>
        </message>
        <message>
            <source>Tonight's directors:</source>
            <translation>Directores de esta noche:</translation>
        </message>
        <message>
            <source>Add director</source>
            <translation>Añadir director</translation>
        </message>
        <message>
            <source>{name} is a director tonight.</source>
            <translation>{name} es director esta noche.</translation>
        </message>
        <message>
            <source>Reissue link</source>
            <translation>Renovar enlace</translation>
        </message>
        <message>
            <source>{name} has a new link: the old one no longer works.</source>
            <translation>{name} tiene un enlace nuevo: el antiguo ya no funciona.</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Terminar</translation>
        </message>
        <message>
            <source>{name}'s link no longer works.</source>
            <translation>El enlace de {name} ya no funciona.</translation>
        </message>
        <message>
            <source>(served with Players' Phones)</source>
            <translation>(se sirve con Móviles de los jugadores)</translation>
        </message>
        <message>
            <source>{name}'s link:</source>
            <translation>Enlace de {name}:</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copiado.</translation>
        </message>
    </context>
    <context>
        <name>GoingList</name>
        <message>
            <source>Said yes and not here yet: Enter arrives the selected player</source>
            <translation>Dijo que sí y aún no ha llegado: Intro registra la llegada del jugador elegido</translation>
        </message>
        <message>
            <source>{player} (waitlist {place})</source>
            <translation>{player} (lista de espera {place})</translation>
        </message>
    </context>
    <context>
        <name>LivePanel</name>
        <message>
            <source>The night</source>
            <translation>La noche</translation>
        </message>
        <message>
            <source>HAND FOR HAND</source>
            <translation>MANO A MANO</translation>
        </message>
        <message>
            <source>Every table plays one hand at a time (Ctrl+H: off)</source>
            <translation>Todas las mesas juegan mano a mano (Ctrl+H: desactivar)</translation>
        </message>
        <message>
            <source>◀ Prev</source>
            <translation>◀ Anterior</translation>
        </message>
        <message>
            <source>Back one level (Ctrl+Left)</source>
            <translation>Un nivel atrás (Ctrl+Izquierda)</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Siguiente ▶</translation>
        </message>
        <message>
            <source>Next level (Ctrl+Right)</source>
            <translation>Siguiente nivel (Ctrl+Derecha)</translation>
        </message>
        <message>
            <source>Players left:</source>
            <translation>Jugadores restantes:</translation>
        </message>
        <message>
            <source>Prize pool:</source>
            <translation>Bote:</translation>
        </message>
        <message>
            <source>Payouts:</source>
            <translation>Premios:</translation>
        </message>
        <message>
            <source>Bounty on:</source>
            <translation>Recompensa por:</translation>
        </message>
        <message>
            <source>Rebuys:</source>
            <translation>Recompras:</translation>
        </message>
        <message>
            <source>Moves to make:</source>
            <translation>Cambios de mesa:</translation>
        </message>
        <message>
            <source>Still owes:</source>
            <translation>Aún debe:</translation>
        </message>
        <message>
            <source>Absent:</source>
            <translation>Ausentes:</translation>
        </message>
        <message>
            <source>Dealers:</source>
            <translation>Repartidores:</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Ninguna noche en curso</translation>
        </message>
        <message>
            <source>Level {level}</source>
            <translation>Nivel {level}</translation>
        </message>
        <message>
            <source>{left} of {entries} entries</source>
            <translation>{left} de {entries} entradas</translation>
        </message>
        <message>
            <source>{who} {amount}</source>
            <translation>{who} {amount}</translation>
        </message>
        <message>
            <source>deal: {payouts}</source>
            <translation>trato: {payouts}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <source>period closed</source>
            <translation>periodo cerrado</translation>
        </message>
        <message>
            <source>period open to the end of level {level}</source>
            <translation>periodo abierto hasta el final del nivel {level}</translation>
        </message>
        <message>
            <source>period open</source>
            <translation>periodo abierto</translation>
        </message>
        <message>
            <source>1 taken{addons}</source>
            <translation>1 hecha{addons}</translation>
        </message>
        <message>
            <source>{taken} taken{addons}</source>
            <translation>{taken} hechas{addons}</translation>
        </message>
        <message>
            <source>{player} ({game})</source>
            <translation>{player} ({game})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>fixed</source>
            <translation>fija</translation>
        </message>
        <message>
            <source>progressive: {share}% paid at once</source>
            <translation>progresiva: {share} % pagado al momento</translation>
        </message>
        <message>
            <source>every head, {amount} ({how})</source>
            <translation>cada cabeza, {amount} ({how})</translation>
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
            <translation>retirar fichas (Ctrl+Mayús+X)</translation>
        </message>
        <message>
            <source>forfeit due (Ctrl+Shift+X)</source>
            <translation>pierde la plaza (Ctrl+Mayús+X)</translation>
        </message>
        <message>
            <source>full</source>
            <translation>completa</translation>
        </message>
        <message>
            <source>half</source>
            <translation>media</translation>
        </message>
        <message>
            <source>unpaid</source>
            <translation>sin pagar</translation>
        </message>
        <message>
            <source>left</source>
            <translation>se fue</translation>
        </message>
        <message>
            <source>not here yet</source>
            <translation>aún no ha llegado</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>the draw: everyone to the seat listed under Seating</source>
            <translation>el sorteo: cada uno al asiento indicado en Asientos</translation>
        </message>
        <message>
            <source>redraw: {count} players take the new seats listed under Seating</source>
            <translation>nuevo sorteo: {count} jugadores ocupan los nuevos asientos indicados en Asientos</translation>
        </message>
        <message>
            <source>{player}: table {table} seat {seat} → table {to_table} seat {to_seat}</source>
            <translation>{player}: mesa {table} asiento {seat} → mesa {to_table} asiento {to_seat}</translation>
        </message>
        <message>
            <source>{player} sits at table {table} seat {seat}</source>
            <translation>{player} se sienta en la mesa {table}, asiento {seat}</translation>
        </message>
    </context>
    <context>
        <name>NightActions</name>
        <message>
            <source>A rebuy</source>
            <translation>Una recompra</translation>
        </message>
        <message>
            <source>An add-on</source>
            <translation>Un add-on</translation>
        </message>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Inicie primero una noche (Ctrl+Mayús+S)</translation>
        </message>
        <message>
            <source>Start another night</source>
            <translation>Iniciar otra noche</translation>
        </message>
        <message>
            <source>Event {running} is running. Start event {number} as well (another table or venue)?</source>
            <translation>La noche {running} está en curso. ¿Iniciar también la noche {number} (otra mesa u otro lugar)?</translation>
        </message>
        <message>
            <source>Started night {number}</source>
            <translation>Noche {number} iniciada</translation>
        </message>
        <message>
            <source>{player} arrived</source>
            <translation>{player} ha llegado</translation>
        </message>
        <message>
            <source>{player} arrived and paid what they owed</source>
            <translation>{player} ha llegado y ha pagado lo que debía</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Añadir un jugador</translation>
        </message>
        <message>
            <source>{player} was not added</source>
            <translation>{player} no se ha añadido</translation>
        </message>
        <message>
            <source>'{player}' is not on the roster: Enter = add to the roster and arrive, Esc = no</source>
            <translation>«{player}» no está en la lista: Intro = añadir y registrar la llegada, Esc = no</translation>
        </message>
        <message>
            <source>Seats drawn</source>
            <translation>Asientos sorteados</translation>
        </message>
        <message>
            <source>{players} out</source>
            <translation>{players} eliminado(s)</translation>
        </message>
        <message>
            <source>{player} rebought</source>
            <translation>{player} ha hecho una recompra</translation>
        </message>
        <message>
            <source>{player} out and rebought. {bounties}</source>
            <translation>{player} eliminado y recompra. {bounties}</translation>
        </message>
        <message>
            <source>{done}. {bounties}</source>
            <translation>{done}. {bounties}</translation>
        </message>
        <message>
            <source>{what}: type the player's name in the bust field (Alt+B) or pick them in the seating (Alt+I, arrows), then {key}</source>
            <translation>{what}: escriba el nombre del jugador en el campo de eliminación (Alt+B) o elíjalo en los asientos (Alt+I, flechas), luego {key}</translation>
        </message>
        <message>
            <source>Pick the player in the seating or type them in the bust field: {reason}</source>
            <translation>Elija al jugador en los asientos o escríbalo en el campo de eliminación: {reason}</translation>
        </message>
        <message>
            <source>{player} took the add-on: {hint}</source>
            <translation>{player} ha tomado el add-on: {hint}</translation>
        </message>
        <message>
            <source>{player} took the add-on</source>
            <translation>{player} ha tomado el add-on</translation>
        </message>
        <message>
            <source>Type the player who came or left first: {reason}</source>
            <translation>Escriba primero el jugador que llegó o se fue: {reason}</translation>
        </message>
        <message>
            <source>{player} is here</source>
            <translation>{player} está aquí</translation>
        </message>
        <message>
            <source>{player} left the table (absent)</source>
            <translation>{player} ha dejado la mesa (ausente)</translation>
        </message>
        <message>
            <source>Type the player who is absent first: {reason}</source>
            <translation>Escriba primero el jugador ausente: {reason}</translation>
        </message>
        <message>
            <source>{player}'s chips taken off (no-show)</source>
            <translation>Fichas de {player} retiradas (no se presentó)</translation>
        </message>
        <message>
            <source>{player} forfeited</source>
            <translation>{player} ha perdido la plaza</translation>
        </message>
        <message>
            <source>Nothing is due for {player} yet: the rules give them more time</source>
            <translation>Aún no toca nada para {player}: las reglas le dan más tiempo</translation>
        </message>
        <message>
            <source>Type the player who deals first: {reason}</source>
            <translation>Escriba primero el jugador que reparte: {reason}</translation>
        </message>
        <message>
            <source>{player} is no dealer</source>
            <translation>{player} no es repartidor</translation>
        </message>
        <message>
            <source>{player} deals a full game</source>
            <translation>{player} reparte una partida completa</translation>
        </message>
        <message>
            <source>{player} deals a half game</source>
            <translation>{player} reparte media partida</translation>
        </message>
        <message>
            <source>No dealer recorded for {player}</source>
            <translation>Ningún repartidor registrado para {player}</translation>
        </message>
        <message>
            <source>{player} deals: F = a full game, H = a half game, N = no dealer, Esc = cancel</source>
            <translation>{player} reparte: F = partida completa, H = media partida, N = no reparte, Esc = cancelar</translation>
        </message>
        <message>
            <source>Hand for hand: on</source>
            <translation>Mano a mano: activado</translation>
        </message>
        <message>
            <source>Hand for hand: off</source>
            <translation>Mano a mano: desactivado</translation>
        </message>
        <message>
            <source>Level changed</source>
            <translation>Nivel cambiado</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Nada que deshacer</translation>
        </message>
        <message>
            <source>{undone}. {bounties}</source>
            <translation>{undone}. {bounties}</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Deshecho: {action}</translation>
        </message>
        <message>
            <source>Close event {number}? Its result and money are then final.</source>
            <translation>¿Cerrar la noche {number}? Su resultado y el dinero serán definitivos.</translation>
        </message>
        <message>
            <source>Close the night</source>
            <translation>Cerrar la noche</translation>
        </message>
        <message>
            <source>Closed event {number}.</source>
            <translation>Noche {number} cerrada.</translation>
        </message>
        <message>
            <source>From the players' answers:</source>
            <translation>Según las respuestas de los jugadores:</translation>
        </message>
        <message>
            <source>late cancels (the season's penalty applies): {players}</source>
            <translation>cancelaciones tardías (se aplica la penalización de la temporada): {players}</translation>
        </message>
        <message>
            <source>going but not here, no-shows (the season's policy): {players}</source>
            <translation>confirmados pero ausentes, no presentados (norma de la temporada): {players}</translation>
        </message>
        <message>
            <source>Record them with the result?</source>
            <translation>¿Registrarlos con el resultado?</translation>
        </message>
        <message>
            <source>Late cancels and no-shows</source>
            <translation>Cancelaciones tardías y no presentados</translation>
        </message>
        <message>
            <source>Deal recorded</source>
            <translation>Trato registrado</translation>
        </message>
        <message>
            <source>Draw the seats first (Ctrl+D)</source>
            <translation>Sortee primero los asientos (Ctrl+D)</translation>
        </message>
        <message>
            <source>Table cards</source>
            <translation>Tarjetas de mesa</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Plano de asientos</translation>
        </message>
    </context>
    <context>
        <name>NightCalls</name>
        <message>
            <source>the league is read-only</source>
            <translation>la liga es de solo lectura</translation>
        </message>
    </context>
    <context>
        <name>NightClock</name>
        <message>
            <source>Start a night first (Ctrl+Shift+S)</source>
            <translation>Inicie primero una noche (Ctrl+Mayús+S)</translation>
        </message>
        <message>
            <source>no night is running: start one on the Night screen</source>
            <translation>ninguna noche en curso: inicie una en la pantalla Noche</translation>
        </message>
        <message>
            <source>Clock started</source>
            <translation>Reloj iniciado</translation>
        </message>
        <message>
            <source>Clock paused</source>
            <translation>Reloj en pausa</translation>
        </message>
        <message>
            <source>Clock running again</source>
            <translation>El reloj vuelve a correr</translation>
        </message>
        <message>
            <source>A minute added</source>
            <translation>Un minuto añadido</translation>
        </message>
        <message>
            <source>A minute taken off</source>
            <translation>Un minuto quitado</translation>
        </message>
    </context>
    <context>
        <name>NightMenu</name>
        <message>
            <source>Start n&amp;ight</source>
            <translation>Iniciar &amp;noche</translation>
        </message>
        <message>
            <source>Dra&amp;w seats</source>
            <translation>S&amp;ortear asientos</translation>
        </message>
        <message>
            <source>&amp;Rebuy</source>
            <translation>&amp;Recompra</translation>
        </message>
        <message>
            <source>A&amp;dd-on</source>
            <translation>A&amp;dd-on</translation>
        </message>
        <message>
            <source>D&amp;eal…</source>
            <translation>T&amp;rato…</translation>
        </message>
        <message>
            <source>C&amp;lose night…</source>
            <translation>C&amp;errar la noche…</translation>
        </message>
    </context>
    <context>
        <name>NightView</name>
        <message>
            <source>Start night</source>
            <translation>Iniciar noche</translation>
        </message>
        <message>
            <source>Start the season's next night (Ctrl+Shift+S)</source>
            <translation>Iniciar la próxima noche de la temporada (Ctrl+Mayús+S)</translation>
        </message>
        <message>
            <source>Draw seats</source>
            <translation>Sortear asientos</translation>
        </message>
        <message>
            <source>Seat everyone who arrived (Ctrl+D)</source>
            <translation>Sentar a todos los que llegaron (Ctrl+D)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <source>Take back the night's last action (Ctrl+Z)</source>
            <translation>Deshacer la última acción de la noche (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Close night…</source>
            <translation>Cerrar la noche…</translation>
        </message>
        <message>
            <source>Check the result and close (Ctrl+Shift+C)</source>
            <translation>Comprobar el resultado y cerrar (Ctrl+Mayús+C)</translation>
        </message>
        <message>
            <source>Seating view…</source>
            <translation>Vista de asientos…</translation>
        </message>
        <message>
            <source>The seats, large, on a second screen</source>
            <translation>Los asientos, en grande, en una segunda pantalla</translation>
        </message>
        <message>
            <source>Print seats…</source>
            <translation>Imprimir asientos…</translation>
        </message>
        <message>
            <source>The seating chart (Ctrl+Shift+P) or table cards (Ctrl+Shift+T)</source>
            <translation>El plano de asientos (Ctrl+Mayús+P) o las tarjetas de mesa (Ctrl+Mayús+T)</translation>
        </message>
        <message>
            <source>Seating chart…</source>
            <translation>Plano de asientos…</translation>
        </message>
        <message>
            <source>Table cards…</source>
            <translation>Tarjetas de mesa…</translation>
        </message>
        <message>
            <source>Deal…</source>
            <translation>Trato…</translation>
        </message>
        <message>
            <source>The players left share the prizes (Ctrl+Shift+D)</source>
            <translation>Los jugadores restantes se reparten los premios (Ctrl+Mayús+D)</translation>
        </message>
        <message>
            <source>Night:</source>
            <translation>Noche:</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z takes back the top one</source>
            <translation>Las acciones de la noche, la más reciente primero: Ctrl+Z deshace la de arriba</translation>
        </message>
        <message>
            <source>Said &amp;yes, not here yet (Enter: arrived)</source>
            <translation>Dijo &amp;sí, aún no ha llegado (Intro: llegó)</translation>
        </message>
        <message>
            <source>Seat&amp;ing (Ctrl+R: the selected player rebuys)</source>
            <translation>Asientos (&amp;I) (Ctrl+R: el jugador elegido recompra)</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Posiciones</translation>
        </message>
        <message>
            <source>The night so far</source>
            <translation>La noche hasta ahora</translation>
        </message>
        <message>
            <source>The night's actions, latest first: Ctrl+Z undoes the top one</source>
            <translation>Las acciones de la noche, la más reciente primero: Ctrl+Z deshace la de arriba</translation>
        </message>
        <message>
            <source>Not done: {reason}</source>
            <translation>No hecho: {reason}</translation>
        </message>
        <message>
            <source>Event {number} (running)</source>
            <translation>Noche {number} (en curso)</translation>
        </message>
        <message>
            <source>Event {number} is running</source>
            <translation>La noche {number} está en curso</translation>
        </message>
        <message>
            <source>Start night {number}</source>
            <translation>Iniciar la noche {number}</translation>
        </message>
    </context>
    <context>
        <name>PhonesDialog</name>
        <message>
            <source>Players open this page on their phones, on the same Wi-Fi as this computer: the clock, the seats, the payouts and the standings; nothing can be changed there. Each player's own page (Players ▸ Personal link) is served too: there they answer for the next nights.</source>
            <translation>Los jugadores abren esta página en su móvil, en la misma wifi que este ordenador: el reloj, los asientos, los premios y la clasificación; allí no se puede cambiar nada. También se sirve la página propia de cada jugador (Jugadores ▸ Enlace personal): allí responden para las próximas noches.</translation>
        </message>
        <message>
            <source>{address} (this computer only)</source>
            <translation>{address} (solo este ordenador)</translation>
        </message>
        <message>
            <source>Players' Phones</source>
            <translation>Móviles de los jugadores</translation>
        </message>
        <message>
            <source>Show the page on the local network</source>
            <translation>Mostrar la página en la red local</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy the address, to send it to the players</source>
            <translation>Copiar la dirección para enviarla a los jugadores</translation>
        </message>
        <message>
            <source>Players point their phone's camera here to open the page</source>
            <translation>Los jugadores apuntan aquí la cámara del móvil para abrir la página</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Dirección:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Puerto:</translation>
        </message>
        <message>
            <source>{address}, used last time, is not this computer's address now.</source>
            <translation>{address}, usada la última vez, ya no es la dirección de este ordenador.</translation>
        </message>
        <message>
            <source>Players point their phone's camera at the code, or type this address in their browser (or you send it to them). Switching off and on again makes a new one.</source>
            <translation>Los jugadores apuntan la cámara del móvil al código o escriben esta dirección en su navegador (o usted se la envía). Apagar y volver a encender crea una nueva.</translation>
        </message>
        <message>
            <source>{address} is this computer only: phones need a network address.</source>
            <translation>{address} es solo este ordenador: los móviles necesitan una dirección de red.</translation>
        </message>
        <message>
            <source>The page is off.</source>
            <translation>La página está apagada.</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copiado.</translation>
        </message>
    </context>
    <context>
        <name>PhonesPublisher</name>
        <message>
            <source>Open a league first: the page shows its standings and its night.</source>
            <extracomment>Why the last snapshot could not be made ("" when it was). Why only the phone page is served, not the players' own pages ("" when they are).</extracomment>
            <translation>Abra primero una liga: la página muestra su clasificación y su noche.</translation>
        </message>
        <message>
            <source>The phones show the last good snapshot: {reason}</source>
            <translation>Los móviles muestran la última instantánea válida: {reason}</translation>
        </message>
        <message>
            <source>This league is read-only: the players' own pages are not served.</source>
            <translation>Esta liga es de solo lectura: las páginas propias de los jugadores no se sirven.</translation>
        </message>
        <message>
            <source>The players' own pages are not served: {reason}</source>
            <translation>Las páginas propias de los jugadores no se sirven: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PrintSeating</name>
        <message>
            <source>Event {number}: seats at level {level}, {left} of {entries} players left</source>
            <translation>Noche {number}: asientos en el nivel {level}, quedan {left} de {entries} jugadores</translation>
        </message>
        <message>
            <source>{league} — {season} — Seating</source>
            <translation>{league} — {season} — Asientos</translation>
        </message>
        <message>
            <source>{league} — {season} — Table cards</source>
            <translation>{league} — {season} — Tarjetas de mesa</translation>
        </message>
        <message>
            <source>Event {number}, seats at level {level}</source>
            <translation>Noche {number}, asientos en el nivel {level}</translation>
        </message>
        <message>
            <source>Seating chart</source>
            <translation>Plano de asientos</translation>
        </message>
    </context>
    <context>
        <name>SeatingWindow</name>
        <message>
            <source>Seating — leaguemgr</source>
            <translation>Asientos — leaguemgr</translation>
        </message>
        <message>
            <source>The screen this window goes to (F11: full screen)</source>
            <translation>La pantalla a la que va esta ventana (F11: pantalla completa)</translation>
        </message>
        <message>
            <source>Screen {number}: {name} ({width}×{height})</source>
            <translation>Pantalla {number}: {name} ({width}×{height})</translation>
        </message>
        <message>
            <source>display</source>
            <translation>pantalla</translation>
        </message>
        <message>
            <source>No night running</source>
            <translation>Ninguna noche en curso</translation>
        </message>
        <message>
            <source>Event {number} — level {level} — {left} of {entries} left</source>
            <translation>Noche {number} — nivel {level} — quedan {left} de {entries}</translation>
        </message>
        <message>
            <source>{count} arrived — seats not drawn yet</source>
            <translation>{count} llegados — asientos aún sin sortear</translation>
        </message>
        <message>
            <source>Moves: {moves}</source>
            <translation>Cambios: {moves}</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Mesa {table}</translation>
        </message>
    </context>
    <context>
        <name>SeatsModel</name>
        <message>
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Asiento</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carta</translation>
        </message>
        <message>
            <source>{name} (absent)</source>
            <translation>{name} (ausente)</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Recompensa</translation>
        </message>
    </context>
    <context>
        <name>TvLinkDialog</name>
        <message>
            <source>Open this address in the browser of any TV or computer on the same Wi-Fi as this computer: it shows the big screen, the clock, the blinds, the payouts and the tiles, and follows the night within a second. Most browsers go full screen with F11.</source>
            <translation>Abra esta dirección en el navegador de cualquier televisor u ordenador en la misma wifi que este ordenador: muestra la pantalla grande, el reloj, las ciegas, los premios y los paneles, y sigue la noche en menos de un segundo. La mayoría de navegadores pasan a pantalla completa con F11.</translation>
        </message>
        <message>
            <source>The TV's page is served with the players' phone page, which is off.</source>
            <translation>La página del televisor se sirve con la página móvil de los jugadores, que está apagada.</translation>
        </message>
        <message>
            <source>Point the TV's or tablet's camera at the code, or type the address. Switching the phone page off and on again makes a new one.</source>
            <translation>Apunte la cámara del televisor o la tableta al código, o escriba la dirección. Apagar y volver a encender la página móvil crea una nueva.</translation>
        </message>
        <message>
            <source>{address} is this computer only: a TV needs a network address.</source>
            <translation>{address} es solo este ordenador: un televisor necesita una dirección de red.</translation>
        </message>
        <message>
            <source>TV by Link</source>
            <translation>Televisor por enlace</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy the TV's address</source>
            <translation>Copiar la dirección del televisor</translation>
        </message>
        <message>
            <source>Start the Phone Page</source>
            <translation>Iniciar la página móvil</translation>
        </message>
        <message>
            <source>Serve the phone page, and the TV's with it, as last time</source>
            <translation>Servir la página móvil, y con ella la del televisor, como la última vez</translation>
        </message>
        <message>
            <source>A TV's or tablet's camera opens the page from here</source>
            <translation>La cámara de un televisor o una tableta abre la página desde aquí</translation>
        </message>
        <message>
            <source>Copied.</source>
            <translation>Copiado.</translation>
        </message>
    </context>
</TS>
