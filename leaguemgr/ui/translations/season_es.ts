<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>ChampionshipCommands</name>
        <message>
            <source>{player} declines the championship</source>
            <translation>{player} rechaza el campeonato</translation>
        </message>
        <message>
            <source>Invite {player} to the championship again</source>
            <translation>Invitar de nuevo a {player} al campeonato</translation>
        </message>
        <message>
            <source>{player} accepts the make-up buy-in</source>
            <translation>{player} acepta el buy-in de recuperación</translation>
        </message>
        <message>
            <source>{player} withdraws the make-up buy-in</source>
            <translation>{player} retira el buy-in de recuperación</translation>
        </message>
        <message>
            <source>Remove {player}'s make-up buy-in</source>
            <translation>Quitar el buy-in de recuperación de {player}</translation>
        </message>
        <message>
            <source>Draw between {players}</source>
            <translation>Sorteo entre {players}</translation>
        </message>
        <message>
            <source>Record the championship result</source>
            <translation>Registrar el resultado del campeonato</translation>
        </message>
        <message>
            <source>Clear the championship result</source>
            <translation>Borrar el resultado del campeonato</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipLabels</name>
        <message>
            <source>{status}: {fee} for 1 missed event</source>
            <translation>{status}: {fee} por 1 torneo perdido</translation>
        </message>
        <message>
            <source>{status}: {fee} for {count} missed events</source>
            <translation>{status}: {fee} por {count} torneos perdidos</translation>
        </message>
        <message>
            <source>{status} by make-up ({fee})</source>
            <translation>{status} por recuperación ({fee})</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Make-up</source>
            <translation>Recuperación</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipModels</name>
        <message>
            <source>Seat</source>
            <translation>Asiento</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Via</source>
            <translation>Vía</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Cuota</translation>
        </message>
        <message>
            <source>Bonus chips</source>
            <translation>Fichas extra</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Stack inicial</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Type the finish (1 = champion); leave empty for a player who did not play</source>
            <extracomment>Finishes are shown, not edited (a read-only league).</extracomment>
            <translation>Escriba el puesto (1 = campeón); déjelo vacío si el jugador no jugó</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipResultPanel</name>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Save result</source>
            <translation>Guardar resultado</translation>
        </message>
        <message>
            <source>Clear finishes</source>
            <translation>Borrar puestos</translation>
        </message>
        <message>
            <source>Delete result</source>
            <translation>Borrar resultado</translation>
        </message>
        <message>
            <source>Remove the recorded championship event (undoable)</source>
            <translation>Quitar el torneo de campeonato registrado (se puede deshacer)</translation>
        </message>
        <message>
            <source>Type each player's finish (1 = champion; equal numbers for a tie).</source>
            <translation>Escriba el puesto de cada jugador (1 = campeón; mismos números si hay empate).</translation>
        </message>
        <message>
            <source>Type at least one finish before saving.</source>
            <translation>Escriba al menos un puesto antes de guardar.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>No guardado: {reason}</translation>
        </message>
        <message>
            <source>Finishes changed: press Save result to record them.</source>
            <translation>Puestos cambiados: pulse Guardar resultado para registrarlos.</translation>
        </message>
        <message>
            <source>Recorded as event {number} of the season.</source>
            <translation>Registrado como torneo {number} de la temporada.</translation>
        </message>
        <message>
            <source>No result recorded yet.</source>
            <translation>Aún no hay resultado registrado.</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipRulesForm</name>
        <message>
            <source>Championship</source>
            <translation>Campeonato</translation>
        </message>
        <message>
            <source>Subs may play the championship</source>
            <translation>Los suplentes pueden jugar el campeonato</translation>
        </message>
        <message>
            <source>Make-up buy-in ({money} per missed event)</source>
            <translation>Buy-in de recuperación ({money} por noche perdida)</translation>
        </message>
        <message>
            <source>Bonus chips (% of chips in play)</source>
            <translation>Fichas extra (% de las fichas en juego)</translation>
        </message>
        <message>
            <source>Bonus chips per season point</source>
            <translation>Fichas extra por punto de temporada</translation>
        </message>
        <message>
            <source>The fund whose set-asides make the championship pool</source>
            <translation>El fondo cuyas reservas forman el bote del campeonato</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plazas</translation>
        </message>
        <message>
            <source>Minimum events</source>
            <translation>Noches mínimas</translation>
        </message>
        <message>
            <source>Buy-in ({money})</source>
            <translation>Buy-in ({money})</translation>
        </message>
        <message>
            <source>Starting chips</source>
            <translation>Fichas iniciales</translation>
        </message>
        <message>
            <source>Smallest chip</source>
            <translation>Ficha más pequeña</translation>
        </message>
        <message>
            <source>Pool from fund</source>
            <translation>Bote del fondo</translation>
        </message>
    </context>
    <context>
        <name>ChampionshipView</name>
        <message>
            <source>Dra&amp;w…</source>
            <extracomment>Finishes typed into the result and not saved came or went (for the status bar).</extracomment>
            <translation>&amp;Sortear…</translation>
        </message>
        <message>
            <source>Order the players tied at the cut by a draw</source>
            <translation>Ordenar por sorteo a los jugadores empatados en el corte</translation>
        </message>
        <message>
            <source>Decline seat</source>
            <translation>Rechazar plaza</translation>
        </message>
        <message>
            <source>The selected player declines; the next eligible player is invited</source>
            <translation>El jugador elegido rechaza; se invita al siguiente con derecho</translation>
        </message>
        <message>
            <source>Filter players…</source>
            <translation>Filtrar jugadores…</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Tick a player who pays the make-up buy-in to take a seat.</source>
            <translation>Marque a un jugador que paga el buy-in de recuperación para ocupar una plaza.</translation>
        </message>
        <message>
            <source>Make-up offers</source>
            <translation>Ofertas de recuperación</translation>
        </message>
        <message>
            <source>Invite again</source>
            <translation>Invitar de nuevo</translation>
        </message>
        <message>
            <source>Declined</source>
            <translation>Rechazado</translation>
        </message>
        <message>
            <source>Remove make-up (Del)</source>
            <translation>Quitar recuperación (Supr)</translation>
        </message>
        <message>
            <source>Take away the selected make-up buy-in: the standings no longer offer it</source>
            <translation>Quitar el buy-in de recuperación elegido: la clasificación ya no lo ofrece</translation>
        </message>
        <message>
            <source>Recorded, but the standings no longer offer them: each joins neither the field nor the pool. Select one and press Delete to remove it.</source>
            <translation>Registradas, pero la clasificación ya no las ofrece: ninguna entra en el campo ni en el bote. Elija una y pulse Supr para quitarla.</translation>
        </message>
        <message>
            <source>Make-ups no longer offered</source>
            <translation>Recuperaciones ya no ofrecidas</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Bote</translation>
        </message>
        <message>
            <source>Payouts by place</source>
            <translation>Premios por puesto</translation>
        </message>
        <message>
            <source>The championship result has unsaved finishes</source>
            <translation>El resultado del campeonato tiene puestos sin guardar</translation>
        </message>
        <message>
            <source>{season} has no championship. Set one up under Season setup.</source>
            <translation>{season} no tiene campeonato. Configure uno en Configuración de temporada.</translation>
        </message>
        <message>
            <source>Championship of {season}: {filled} of {seats} seats filled, pool {pool}, starting stack {chips} chips plus bonus chips.</source>
            <translation>Campeonato de la {season}: {filled} de {seats} plazas ocupadas, bote {pool}, stack inicial de {chips} fichas más las fichas extra.</translation>
        </message>
        <message>
            <source>Tied for the last seat: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Empatados por la última plaza: {players}. Sortee la plaza o registre un rechazo; las ofertas de recuperación esperan hasta entonces.</translation>
        </message>
        <message>
            <source>Tied for the last seat and not separated by {rule}: {players}. Draw for the seat, or record a decline to settle it; make-up offers wait until then.</source>
            <translation>Empatados por la última plaza y sin separar por {rule}: {players}. Sortee la plaza o registre un rechazo; las ofertas de recuperación esperan hasta entonces.</translation>
        </message>
        <message>
            <source>{player}: {fee} for 1 missed event</source>
            <translation>{player}: {fee} por 1 torneo perdido</translation>
        </message>
        <message>
            <source>{player}: {fee} for {count} missed events</source>
            <translation>{player}: {fee} por {count} torneos perdidos</translation>
        </message>
        <message>
            <source>No make-up offers: every seat is taken or none are allowed.</source>
            <translation>Sin ofertas de recuperación: todas las plazas están ocupadas o no se permiten.</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the season's last regular event. Until then, what each player still needs:</source>
            <translation>{progress}: los buy-ins de recuperación se ofrecen tras el último torneo regular de la temporada. Hasta entonces, lo que aún necesita cada jugador:</translation>
        </message>
        <message>
            <source>{progress}: make-up buy-ins are offered after the last event.</source>
            <translation>{progress}: los buy-ins de recuperación se ofrecen tras el último torneo.</translation>
        </message>
        <message>
            <source>(The season's length is an estimate: set {field} in Season setup.)</source>
            <translation>(La duración de la temporada es una estimación: indique «{field}» en Configuración de temporada.)</translation>
        </message>
        <message>
            <source>Select a player who changed their mind and press Invite again.</source>
            <translation>Elija un jugador que cambió de opinión y pulse Invitar de nuevo.</translation>
        </message>
        <message>
            <source>Nobody has declined. Select a player in the field and press Decline seat.</source>
            <translation>Nadie ha rechazado. Elija un jugador del campo y pulse Rechazar plaza.</translation>
        </message>
        <message>
            <source>{source}:</source>
            <translation>{source}:</translation>
        </message>
        <message>
            <source>Total pool:</source>
            <translation>Bote total:</translation>
        </message>
    </context>
    <context>
        <name>ChipsForm</name>
        <message>
            <source>Chips</source>
            <translation>Fichas</translation>
        </message>
        <message>
            <source>Starting stack</source>
            <translation>Stack inicial</translation>
        </message>
        <message>
            <source>On-time bonus</source>
            <translation>Bonus de puntualidad</translation>
        </message>
        <message>
            <source>Exact-change bonus</source>
            <translation>Bonus por importe exacto</translation>
        </message>
        <message>
            <source>Rebuy chips</source>
            <translation>Fichas de recompra</translation>
        </message>
        <message>
            <source>Add-on chips</source>
            <translation>Fichas de add-on</translation>
        </message>
    </context>
    <context>
        <name>DrawDialog</name>
        <message>
            <source>Draw for the last seats</source>
            <translation>Sorteo de las últimas plazas</translation>
        </message>
        <message>
            <source>&amp;Draw at random</source>
            <translation>&amp;Sortear al azar</translation>
        </message>
        <message>
            <source>A fair draw by the computer's random source</source>
            <translation>Un sorteo justo con el generador aleatorio del ordenador</translation>
        </message>
        <message>
            <source>Move &amp;up</source>
            <translation>&amp;Subir</translation>
        </message>
        <message>
            <source>Move do&amp;wn</source>
            <translation>&amp;Bajar</translation>
        </message>
        <message>
            <source>Draw at random, or put the players in the order drawn with cards at the table (first drawn first). The standings and the cut follow the order recorded; Edit ▸ Undo takes it back.</source>
            <translation>Sortee al azar o ponga a los jugadores en el orden sacado con cartas en la mesa (el primero sacado, primero). La clasificación y el corte siguen el orden registrado; Editar ▸ Deshacer lo retira.</translation>
        </message>
        <message>
            <source>Record the draw</source>
            <translation>Registrar el sorteo</translation>
        </message>
        <message>
            <source>Drawn at random. OK records this order.</source>
            <translation>Sorteado al azar. Aceptar registra este orden.</translation>
        </message>
    </context>
    <context>
        <name>DuesForm</name>
        <message>
            <source>Nothing: dues are only money owed</source>
            <translation>Nada: las cuotas son solo dinero debido</translation>
        </message>
        <message>
            <source>Points: no points after the due event until paid</source>
            <translation>Puntos: sin puntos tras el torneo de vencimiento hasta pagar</translation>
        </message>
        <message>
            <source>Championship: not eligible unless paid by the last event</source>
            <translation>Campeonato: sin derecho si no paga antes del último torneo</translation>
        </message>
        <message>
            <source>Dues</source>
            <translation>Cuotas</translation>
        </message>
        <message>
            <source>Every player who plays a regular event is charged the dues once</source>
            <translation>Cada jugador que juega un torneo regular paga la cuota una vez</translation>
        </message>
        <message>
            <source>Dues per player ({money})</source>
            <translation>Cuota por jugador ({money})</translation>
        </message>
        <message>
            <source>Due by event</source>
            <translation>Vence en el torneo</translation>
        </message>
        <message>
            <source>Unpaid dues cost</source>
            <translation>Cuota impagada cuesta</translation>
        </message>
        <message>
            <source>Subs pay dues too</source>
            <translation>Los suplentes también pagan cuota</translation>
        </message>
        <message>
            <source>Subs</source>
            <translation>Suplentes</translation>
        </message>
    </context>
    <context>
        <name>FormulaEdit</name>
        <message>
            <source>the formula cannot be checked ({error})</source>
            <translation>no se puede comprobar la fórmula ({error})</translation>
        </message>
    </context>
    <context>
        <name>FundsView</name>
        <message>
            <source>Funds: what each one feeds</source>
            <translation>Fondos: qué alimenta cada uno</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Fondo</translation>
        </message>
        <message>
            <source>Feeds</source>
            <translation>Alimenta</translation>
        </message>
        <message>
            <source>So far</source>
            <translation>Hasta ahora</translation>
        </message>
        <message>
            <source>Rename fund…</source>
            <translation>Renombrar fondo…</translation>
        </message>
        <message>
            <source>Rename the selected fund here and in the nights already closed (one edit)</source>
            <translation>Renombrar el fondo elegido aquí y en las noches ya cerradas (un cambio)</translation>
        </message>
        <message>
            <source>New name of fund '{fund}':</source>
            <translation>Nuevo nombre del fondo «{fund}»:</translation>
        </message>
        <message>
            <source>Rename fund</source>
            <translation>Renombrar fondo</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>No se cambió nada.</translation>
        </message>
        <message>
            <source>Rename fund {old} to {new}</source>
            <translation>Renombrar el fondo {old} a {new}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules and in the nights already closed. This money moves with the name:</source>
            <translation>Renombrar el fondo «{old}» a «{new}» en las reglas de la temporada {season} y en las noches ya cerradas. Este dinero va con el nombre:</translation>
        </message>
        <message>
            <source>Event {number}: {amount}</source>
            <translation>Torneo {number}: {amount}</translation>
        </message>
        <message>
            <source>In all: {amount}</source>
            <translation>En total: {amount}</translation>
        </message>
        <message>
            <source>Rename fund '{old}' to '{new}' in season {season}'s rules. No closed night has put money into it yet.</source>
            <translation>Renombrar el fondo «{old}» a «{new}» en las reglas de la temporada {season}. Ninguna noche cerrada ha puesto dinero en él todavía.</translation>
        </message>
        <message>
            <source>Renamed, '{new}' feeds {feeds}.</source>
            <translation>Renombrado, «{new}» alimenta {feeds}.</translation>
        </message>
        <message>
            <source>Edit ▸ Undo puts the old name back.</source>
            <translation>Editar ▸ Deshacer restaura el nombre anterior.</translation>
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
            <translation>Generar una estructura de ciegas</translation>
        </message>
        <message>
            <source> h</source>
            <translation> h</translation>
        </message>
        <message>
            <source>no breaks</source>
            <translation>sin descansos</translation>
        </message>
        <message>
            <source>Levels have an &amp;ante</source>
            <translation>Niveles con &amp;ante</translation>
        </message>
        <message>
            <source>&amp;Starting stack</source>
            <translation>&amp;Stack inicial</translation>
        </message>
        <message>
            <source>S&amp;mallest chip</source>
            <translation>Ficha más &amp;pequeña</translation>
        </message>
        <message>
            <source>&amp;Level length</source>
            <translation>&amp;Duración de nivel</translation>
        </message>
        <message>
            <source>&amp;Target length</source>
            <translation>Duración &amp;objetivo</translation>
        </message>
        <message>
            <source>&amp;Break every</source>
            <translation>&amp;Descanso cada</translation>
        </message>
        <message>
            <source>Break le&amp;ngth</source>
            <translation>Duración del &amp;descanso</translation>
        </message>
        <message>
            <source>The generated levels replace every row of the structure.</source>
            <translation>Los niveles generados sustituyen todas las filas de la estructura.</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Generar</translation>
        </message>
        <message>
            <source>Not generated: {problem}</source>
            <translation>No generada: {problem}</translation>
        </message>
    </context>
    <context>
        <name>KnockoutForm</name>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>Fixed: the hitman takes the whole bounty</source>
            <translation>Fija: el eliminador se lleva toda la recompensa</translation>
        </message>
        <message>
            <source>Progressive: part paid, the rest onto the hitman's head</source>
            <translation>Progresiva: una parte pagada, el resto a la cabeza del eliminador</translation>
        </message>
        <message>
            <source>Knockout bounty</source>
            <translation>Recompensa por eliminación (KO)</translation>
        </message>
        <message>
            <source>Every buy-in and rebuy buys a bounty on the player's head, paid to whoever knocks them out; the bounties are taken from the gross before the set-asides</source>
            <translation>Cada buy-in y recompra compra una recompensa por la cabeza del jugador, pagada a quien lo elimine; las recompensas se toman del total recaudado antes de las reservas</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Eliminaciones</translation>
        </message>
        <message>
            <source>Bounty per head ({money})</source>
            <translation>Recompensa por cabeza ({money})</translation>
        </message>
        <message>
            <source>Paid at once (%)</source>
            <translation>Pagado en el acto (%)</translation>
        </message>
        <message>
            <source>1 entry at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>1 entrada a {buyin}: primero {bounties} en recompensas, un bote de {pool}</translation>
        </message>
        <message>
            <source>{count} entries at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
            <translation>{count} entradas a {buyin}: primero {bounties} en recompensas, un bote de {pool}</translation>
        </message>
    </context>
    <context>
        <name>NewSeasonWizard</name>
        <message>
            <source>New season</source>
            <translation>Nueva temporada</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Crear</translation>
        </message>
        <message>
            <source>&lt; Bac&amp;k</source>
            <translation>&lt; &amp;Atrás</translation>
        </message>
        <message>
            <source>Buy-in, rebuys and add-ons</source>
            <translation>Buy-in, recompras y add-ons</translation>
        </message>
        <message>
            <source>What a player pays. Tick the box if a player may rebuy or add on, not both. A knockout bounty is part of the buy-in: "{money}40 + {money}10 KO" is a {money}50 buy-in with a {money}10 bounty.</source>
            <translation>Lo que paga un jugador. Marque la casilla si un jugador puede hacer una recompra o un add-on, no ambos. Una recompensa por eliminación forma parte del buy-in: «{money}40 + {money}10 KO» es un buy-in de {money}50 con {money}10 de recompensa.</translation>
        </message>
        <message>
            <source>What is set aside</source>
            <translation>Lo que se reserva</translation>
        </message>
        <message>
            <source>Money taken from each night into a fund before the payouts: a championship, a trip, the expenses. Nothing is set aside until you add a row; name the fund after its purpose, the Championship step says which fund pays its pool.</source>
            <translation>Dinero que se toma cada noche para un fondo antes de los premios: un campeonato, un viaje, los gastos. No se reserva nada hasta que añada una fila; nombre el fondo según su fin, el paso Campeonato dice qué fondo paga su bote.</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Premios</translation>
        </message>
        <message>
            <source>The percent of the pool paid to each place, by the size of the field.</source>
            <translation>El porcentaje del bote pagado a cada puesto, según el tamaño del campo.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>How a night scores: a formula over the night's figures (prize, n, place, buyin …), a table by place, or the Neau formula. The preview is a real night worked out by the rules of the steps before.</source>
            <translation>Cómo puntúa una noche: una fórmula con las cifras de la noche (prize, n, place, buyin …), una tabla por puesto o la fórmula de Neau. La vista previa es una noche real calculada con las reglas de los pasos anteriores.</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Campeonato</translation>
        </message>
        <message>
            <source>A playoff for the top of the standings, if the league has one: its seats, the fund that pays its pool, and its starting stacks (bonus chips per season point for stacks = points x N).</source>
            <translation>Un torneo final para los primeros de la clasificación, si la liga lo tiene: sus plazas, el fondo que paga su bote y sus stacks iniciales (fichas extra por punto de temporada para stacks = puntos x N).</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Temporada y clasificación</translation>
        </message>
        <message>
            <source>How many regular nights the season will hold ("after 3 of 10 events"; left at its first value, the app estimates it from the dates), and how players level on points are ordered: count-back, a draw, or net winnings.</source>
            <translation>Cuántas noches regulares tendrá la temporada («tras 3 de 10 torneos»; si se deja en su primer valor, la aplicación la estima por las fechas) y cómo se ordenan los jugadores empatados a puntos: por puestos, por sorteo o por ganancias netas.</translation>
        </message>
    </context>
    <context>
        <name>NightForm</name>
        <message>
            <source>Random open seat</source>
            <translation>Asiento libre al azar</translation>
        </message>
        <message>
            <source>Seat 3, largest short table</source>
            <translation>Asiento 3, mesa incompleta más grande</translation>
        </message>
        <message>
            <source>A knockout each</source>
            <translation>Una eliminación cada uno</translation>
        </message>
        <message>
            <source>Half a knockout each</source>
            <translation>Media eliminación cada uno</translation>
        </message>
        <message>
            <source>at most {count} redraws</source>
            <translation>como máximo {count} nuevos sorteos</translation>
        </message>
        <message>
            <source>Night: tables, rebuys, absent players</source>
            <translation>Noche: mesas, recompras, ausentes</translation>
        </message>
        <message>
            <source>Unticked: the nights run the AZ way with a bounty or dealer credits, else the FNC way</source>
            <translation>Sin marcar: las noches siguen el estilo AZ con recompensa o créditos de repartidor, si no el estilo FNC</translation>
        </message>
        <message>
            <source> players</source>
            <translation> jugadores</translation>
        </message>
        <message>
            <source>Drawn as cards</source>
            <translation>Sorteados con cartas</translation>
        </message>
        <message>
            <source>One card per seat: the suit names the table, Ace = button</source>
            <translation>Una carta por asiento: el palo indica la mesa, As = botón</translation>
        </message>
        <message>
            <source>e.g. 18, 10</source>
            <translation>p. ej. 18, 10</translation>
        </message>
        <message>
            <source>Counts of players left at which the whole field is drawn again, instead of breaking tables</source>
            <translation>Número de jugadores restantes con el que se sortea de nuevo todo el campo, en lugar de romper mesas</translation>
        </message>
        <message>
            <source>all night</source>
            <translation>toda la noche</translation>
        </message>
        <message>
            <source>In the bust's level only</source>
            <translation>Solo en el nivel de la eliminación</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nunca</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Sin límite</translation>
        </message>
        <message>
            <source>Table si&amp;ze</source>
            <translation>&amp;Tamaño de mesa</translation>
        </message>
        <message>
            <source>One table up to</source>
            <translation>Una mesa hasta</translation>
        </message>
        <message>
            <source>Seat draw</source>
            <translation>Sorteo de asientos</translation>
        </message>
        <message>
            <source>Redraws at</source>
            <translation>Nuevo sorteo con</translation>
        </message>
        <message>
            <source>Late seat</source>
            <translation>Asiento del que llega tarde</translation>
        </message>
        <message>
            <source>Rebuys until level</source>
            <translation>Recompras hasta el nivel</translation>
        </message>
        <message>
            <source>Rebuy timing</source>
            <translation>Momento de la recompra</translation>
        </message>
        <message>
            <source>Two hitmen</source>
            <translation>Dos eliminadores</translation>
        </message>
        <message>
            <source>Late entry until level</source>
            <translation>Entrada tardía hasta el nivel</translation>
        </message>
        <message>
            <source>Absent chips off at level</source>
            <translation>Fichas de ausentes fuera en el nivel</translation>
        </message>
        <message>
            <source>Absent player forfeits</source>
            <translation>Un ausente queda eliminado tras</translation>
        </message>
        <message>
            <source>Add-ons per entry</source>
            <translation>Add-ons por entrada</translation>
        </message>
    </context>
    <context>
        <name>Ordinal</name>
        <message>
            <source>1st</source>
            <translation>1.º</translation>
        </message>
        <message>
            <source>{place}st</source>
            <translation>{place}.º</translation>
        </message>
        <message>
            <source>{place}nd</source>
            <translation>{place}.º</translation>
        </message>
        <message>
            <source>{place}rd</source>
            <translation>{place}.º</translation>
        </message>
        <message>
            <source>{place}th</source>
            <translation>{place}.º</translation>
        </message>
    </context>
    <context>
        <name>PayoutTableEditor</name>
        <message>
            <source>1 cent</source>
            <translation>1 céntimo</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Payout table (percent of the pool by place)</source>
            <translation>Tabla de premios (porcentaje del bote por puesto)</translation>
        </message>
        <message>
            <source>Add ro&amp;w</source>
            <translation>Añadir &amp;fila</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Quitar fila</translation>
        </message>
        <message>
            <source>Add &amp;place</source>
            <translation>Añadir &amp;puesto</translation>
        </message>
        <message>
            <source>Remove place</source>
            <translation>Quitar puesto</translation>
        </message>
        <message>
            <source>Round each payout to</source>
            <translation>Redondear cada premio a</translation>
        </message>
        <message>
            <source>e.g. 0.25</source>
            <translation>p. ej. 0,25</translation>
        </message>
        <message>
            <source>enter whole numbers of entries</source>
            <translation>escriba números enteros de entradas</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <source>Sum</source>
            <translation>Suma</translation>
        </message>
        <message>
            <source>{place} place has no percentage</source>
            <translation>El puesto {place} no tiene porcentaje</translation>
        </message>
        <message>
            <source>{place} place: {problem}</source>
            <translation>Puesto {place}: {problem}</translation>
        </message>
        <message>
            <source>Row {range} adds up to {total}%, not 100%</source>
            <translation>La fila {range} suma {total} %, no 100 %</translation>
        </message>
        <message>
            <source>Row {range}: {problem}</source>
            <translation>Fila {range}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>PointsByField</name>
        <message>
            <source>line {line} is not like '{example}'</source>
            <translation>la línea {line} no tiene la forma «{example}»</translation>
        </message>
        <message>
            <source>line {line}: '{points}' are not points by place</source>
            <translation>línea {line}: «{points}» no son puntos por puesto</translation>
        </message>
        <message>
            <source>line {line}: {low} entries is more than {high}</source>
            <translation>línea {line}: {low} entradas son más que {high}</translation>
        </message>
        <message>
            <source>type one range of field sizes a line, e.g. {example}</source>
            <translation>escriba un rango de número de jugadores por línea, p. ej. {example}</translation>
        </message>
    </context>
    <context>
        <name>PointsEditor</name>
        <message>
            <source>Neau formula (Fish 'N' Chips)</source>
            <translation>Fórmula de Neau (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Fixed points by place + participation</source>
            <translation>Puntos fijos por puesto + participación</translation>
        </message>
        <message>
            <source>A table by field size</source>
            <translation>Una tabla según el número de jugadores</translation>
        </message>
        <message>
            <source>Custom formula</source>
            <translation>Fórmula propia</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Points b&amp;y</source>
            <translation>Puntos &amp;según</translation>
        </message>
        <message>
            <source>Places</source>
            <translation>Puestos</translation>
        </message>
        <message>
            <source>Participation</source>
            <translation>Participación</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tablas</translation>
        </message>
        <message>
            <source>For&amp;mula</source>
            <translation>Fór&amp;mula</translation>
        </message>
        <message>
            <source>Variables: {names}. Functions: {functions}; x if condition else y.</source>
            <translation>Variables: {names}. Funciones: {functions}; x if condición else y.</translation>
        </message>
        <message>
            <source>every result</source>
            <translation>cada resultado</translation>
        </message>
        <message>
            <source> best results</source>
            <translation> mejores resultados</translation>
        </message>
        <message>
            <source>Season &amp;counts</source>
            <translation>La temporada &amp;cuenta</translation>
        </message>
        <message>
            <source>Preview for a field of</source>
            <translation>Vista previa para un campo de</translation>
        </message>
        <message>
            <source> entries</source>
            <translation> entradas</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>No preview: {problem}</source>
            <translation>Sin vista previa: {problem}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys</source>
            <translation>a {buyin} cada uno, sin recompras</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: {bounties} in knockout bounties first, a pool of {pool}</source>
            <translation>a {buyin} cada uno, sin recompras: primero {bounties} en recompensas por eliminación, un bote de {pool}</translation>
        </message>
        <message>
            <source>paying {buyin} each, no rebuys: a pool of {pool}</source>
            <translation>a {buyin} cada uno, sin recompras: un bote de {pool}</translation>
        </message>
        <message>
            <source>points of 1st, 2nd, 3rd … e.g. {example}</source>
            <translation>puntos del 1.º, 2.º, 3.º … p. ej. {example}</translation>
        </message>
    </context>
    <context>
        <name>PoliciesForm</name>
        <message>
            <source>No season penalty</source>
            <translation>Sin penalización de temporada</translation>
        </message>
        <message>
            <source>Forfeits all season points (Fish 'N' Chips)</source>
            <translation>Pierde todos los puntos de temporada (Fish 'N' Chips)</translation>
        </message>
        <message>
            <source>Not eligible for the championship (Azwine)</source>
            <translation>Sin derecho al campeonato (Azwine)</translation>
        </message>
        <message>
            <source>Nobody (first winner)</source>
            <translation>Nadie (primer ganador)</translation>
        </message>
        <message>
            <source>Attendance, bounty and dealers</source>
            <translation>Asistencia, recompensa y repartidores</translation>
        </message>
        <message>
            <source>Late cancel costs the points of the last finisher</source>
            <translation>Cuesta los puntos del último clasificado</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Cancelación tardía</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>Ausencia</translation>
        </message>
        <message>
            <source>Dealers earn free entries (3 full or 6 half games)</source>
            <translation>Entradas gratis al repartidor (3 partidas o 6 medias)</translation>
        </message>
        <message>
            <source>Dealer credits</source>
            <translation>Créditos de repartidor</translation>
        </message>
        <message>
            <source>Bounty on the previous event's winner</source>
            <translation>Recompensa por el ganador del torneo anterior</translation>
        </message>
        <message>
            <source>Set aside per event ({money})</source>
            <translation>Reserva por torneo ({money})</translation>
        </message>
        <message>
            <source>First event's target</source>
            <translation>Objetivo del primer torneo</translation>
        </message>
    </context>
    <context>
        <name>PricesForm</name>
        <message>
            <source>Prices</source>
            <translation>Precios</translation>
        </message>
        <message>
            <source>&amp;Buy-in ({money})</source>
            <translation>&amp;Buy-in ({money})</translation>
        </message>
        <message>
            <source>&amp;Rebuy ({money})</source>
            <translation>&amp;Recompra ({money})</translation>
        </message>
        <message>
            <source>A&amp;dd-on ({money})</source>
            <translation>A&amp;dd-on ({money})</translation>
        </message>
        <message>
            <source>&amp;Unlimited</source>
            <translation>&amp;Ilimitado</translation>
        </message>
        <message>
            <source>Max rebuys per entry</source>
            <translation>Recompras máx. por entrada</translation>
        </message>
        <message>
            <source>A rebuy or an add-on, not both</source>
            <translation>Una recompra o un add-on, no ambos</translation>
        </message>
        <message>
            <source>Nights are played to a cash-out</source>
            <translation>Las noches se juegan hasta el cash-out</translation>
        </message>
        <message>
            <source>Every player's chips are cashed out at the end: the event editor asks each player's cash-out, the finishes follow from them and no payout table is used</source>
            <translation>Las fichas de cada jugador se cambian al final: el editor del torneo pide el cash-out de cada uno, los puestos salen de ahí y no se usa tabla de premios</translation>
        </message>
    </context>
    <context>
        <name>SampleLine</name>
        <message>
            <source>Sample night of</source>
            <translation>Noche de ejemplo de</translation>
        </message>
        <message>
            <source> players</source>
            <translation> jugadores</translation>
        </message>
        <message>
            <source>no sample: {problem}</source>
            <translation>sin ejemplo: {problem}</translation>
        </message>
        <message>
            <source>gross {amount}</source>
            <translation>recaudado {amount}</translation>
        </message>
        <message>
            <source>{amount} in knockout bounties</source>
            <translation>{amount} en recompensas por eliminación</translation>
        </message>
        <message>
            <source>{amount} to {fund}</source>
            <translation>{amount} a {fund}</translation>
        </message>
        <message>
            <source>pool {pool}, paid to nobody</source>
            <translation>bote {pool}, pagado a nadie</translation>
        </message>
        <message>
            <source>pool {pool}, paid {prizes}</source>
            <translation>bote {pool}, pagado {prizes}</translation>
        </message>
    </context>
    <context>
        <name>SeasonActions</name>
        <message>
            <source>&amp;New season…</source>
            <translation>&amp;Nueva temporada…</translation>
        </message>
        <message>
            <source>&amp;Rename season…</source>
            <translation>&amp;Renombrar temporada…</translation>
        </message>
        <message>
            <source>&amp;Delete season…</source>
            <translation>&amp;Borrar temporada…</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nueva temporada</translation>
        </message>
        <message>
            <source>Rename season</source>
            <translation>Cambiar el nombre de la temporada</translation>
        </message>
        <message>
            <source>New name of season {season}:</source>
            <translation>Nuevo nombre de la temporada {season}:</translation>
        </message>
        <message>
            <source>Delete season</source>
            <translation>Eliminar temporada</translation>
        </message>
        <message>
            <source>Delete season {season} and its 1 event?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>¿Eliminar la temporada {season} y su noche?

Editar ▸ Deshacer la recupera mientras la liga siga abierta.</translation>
        </message>
        <message>
            <source>Delete season {season} and its {count} events?

Edit ▸ Undo brings it back while the league stays open.</source>
            <translation>¿Eliminar la temporada {season} y sus {count} noches?

Editar ▸ Deshacer la recupera mientras la liga siga abierta.</translation>
        </message>
    </context>
    <context>
        <name>SeasonCommands</name>
        <message>
            <source>New season {season}</source>
            <translation>Nueva temporada {season}</translation>
        </message>
        <message>
            <source>Rename season {old} to {new}</source>
            <translation>Cambiar el nombre de la temporada {old} a {new}</translation>
        </message>
        <message>
            <source>Delete season {season}</source>
            <translation>Eliminar la temporada {season}</translation>
        </message>
    </context>
    <context>
        <name>SeasonCompleteBox</name>
        <message>
            <source>Regular season complete</source>
            <translation>Temporada regular completa</translation>
        </message>
        <message>
            <source>Tick when the regular season is over (say a night was cancelled): its season prizes are owed from today, on the Money screen and in the report. They are owed anyway once the season's last planned night is closed.</source>
            <translation>Marque cuando la temporada regular haya terminado (por ejemplo, si se canceló una noche): sus premios de temporada se deben desde hoy, en la caja y en el informe. Se deben de todos modos en cuanto se cierra la última noche prevista.</translation>
        </message>
        <message>
            <source>Regular season complete (its last planned night, {event}, is closed)</source>
            <translation>Temporada regular completa (su última noche prevista, {event}, está cerrada)</translation>
        </message>
        <message>
            <source>Regular season complete (since {day})</source>
            <translation>Temporada regular completa (desde el {day})</translation>
        </message>
        <message>
            <source>Regular season {season} complete</source>
            <translation>Temporada regular {season} completa</translation>
        </message>
        <message>
            <source>Regular season {season} not complete</source>
            <translation>Temporada regular {season} no completa</translation>
        </message>
    </context>
    <context>
        <name>SeasonEditor</name>
        <message>
            <source>{season} setup has unapplied changes</source>
            <extracomment>Changes not applied yet came or went (the window's status bar follows). The "New season…" button of a league with no season yet (the window asks the name).</extracomment>
            <translation>La configuración de {season} tiene cambios sin aplicar</translation>
        </message>
        <message>
            <source>Fill with the rules of:</source>
            <translation>Rellenar con las reglas de:</translation>
        </message>
        <message>
            <source>Fill the form with the {preset} rules (then Apply to keep them)</source>
            <translation>Rellenar el formulario con las reglas del {preset} (luego Aplicar para guardarlas)</translation>
        </message>
        <message>
            <source>Rever&amp;t</source>
            <translation>&amp;Revertir</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>&amp;Aplicar</translation>
        </message>
        <message>
            <source>Handicaps…</source>
            <translation>Hándicaps…</translation>
        </message>
        <message>
            <source>Points each player starts the season with</source>
            <translation>Puntos con los que cada jugador empieza la temporada</translation>
        </message>
        <message>
            <source>New season…</source>
            <translation>Nueva temporada…</translation>
        </message>
        <message>
            <source>Start a season: its name and its rules (Alt+N, N)</source>
            <translation>Empezar una temporada: su nombre y sus reglas (Alt+N, N)</translation>
        </message>
        <message>
            <source>Not applied: {reason}</source>
            <translation>No aplicado: {reason}</translation>
        </message>
        <message>
            <source>Cannot apply: 1 problem (first: {first})</source>
            <translation>No se puede aplicar: 1 problema (el primero: {first})</translation>
        </message>
        <message>
            <source>Cannot apply: {count} problems (first: {first})</source>
            <translation>No se puede aplicar: {count} problemas (el primero: {first})</translation>
        </message>
        <message>
            <source>Changes not applied yet.</source>
            <translation>Cambios aún no aplicados.</translation>
        </message>
        <message>
            <source>These are the saved rules of the season.</source>
            <translation>Estas son las reglas guardadas de la temporada.</translation>
        </message>
        <message>
            <source>Handicaps of season {season}</source>
            <translation>Hándicaps de la temporada {season}</translation>
        </message>
        <message>
            <source>Handicaps</source>
            <translation>Hándicaps</translation>
        </message>
        <message>
            <source>The new rules of season {season} apply from the next event on: the nights already closed keep the money they paid. Worked out again with the new rules, they would pay this instead:</source>
            <translation>Las nuevas reglas de la temporada {season} se aplican desde el próximo torneo: las noches ya cerradas conservan lo que pagaron. Recalculadas con las nuevas reglas, pagarían esto en su lugar:</translation>
        </message>
        <message>
            <source>Apply from the next event on</source>
            <translation>Aplicar desde el próximo torneo</translation>
        </message>
        <message>
            <source>Recompute the closed nights too</source>
            <translation>Recalcular también las noches cerradas</translation>
        </message>
        <message>
            <source>Change the rules of season {season}</source>
            <translation>Cambiar las reglas de la temporada {season}</translation>
        </message>
        <message>
            <source>Unapplied rule changes</source>
            <translation>Cambios de reglas no aplicados</translation>
        </message>
        <message>
            <source>The rules of season {season} have changes that are not applied yet.</source>
            <translation>Las reglas de la temporada {season} tienen cambios aún no aplicados.</translation>
        </message>
        <message>
            <source>No season yet</source>
            <translation>Aún no hay temporada</translation>
        </message>
        <message>
            <source>{season}: rules</source>
            <translation>{season}: reglas</translation>
        </message>
        <message>
            <source>Season {season}: rules</source>
            <translation>Temporada {season}: reglas</translation>
        </message>
    </context>
    <context>
        <name>SeasonPrizesForm</name>
        <message>
            <source>Season prizes (top of the standings)</source>
            <translation>Premios de temporada (primeros de la clasificación)</translation>
        </message>
        <message>
            <source>Paid from fund</source>
            <translation>Pagado del fondo</translation>
        </message>
        <message>
            <source>Percent by place</source>
            <translation>Porcentaje por puesto</translation>
        </message>
        <message>
            <source>Shared by points among the top</source>
            <translation>Repartido por puntos entre los primeros</translation>
        </message>
        <message>
            <source> players</source>
            <translation> jugadores</translation>
        </message>
        <message>
            <source>e.g. {example}</source>
            <translation>p. ej. {example}</translation>
        </message>
    </context>
    <context>
        <name>SeasonWords</name>
        <message>
            <source>Season {season}</source>
            <translation>Temporada {season}</translation>
        </message>
        <message>
            <source>season {season}</source>
            <translation>temporada {season}</translation>
        </message>
    </context>
    <context>
        <name>SetAsidesEditor</name>
        <message>
            <source>% of buy-ins</source>
            <translation>% de los buy-ins</translation>
        </message>
        <message>
            <source>% of gross</source>
            <translation>% del total recaudado</translation>
        </message>
        <message>
            <source>{money} per entry</source>
            <translation>{money} por entrada</translation>
        </message>
        <message>
            <source>{money} per event</source>
            <translation>{money} por torneo</translation>
        </message>
        <message>
            <source>Set-asides to funds (taken in this order)</source>
            <translation>Reservas a fondos (tomadas en este orden)</translation>
        </message>
        <message>
            <source>Fund</source>
            <translation>Fondo</translation>
        </message>
        <message>
            <source>Basis</source>
            <translation>Base</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Add set-as&amp;ide</source>
            <translation>Añadir &amp;reserva</translation>
        </message>
        <message>
            <source>Remove set-aside</source>
            <translation>Quitar reserva</translation>
        </message>
        <message>
            <source>a fund needs a name</source>
            <translation>un fondo necesita un nombre</translation>
        </message>
        <message>
            <source>Row {row}: {problem}</source>
            <translation>Fila {row}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>StandingsForm</name>
        <message>
            <source>Count-back (more wins, then more 2nds …)</source>
            <translation>Desempate por puestos (más victorias, luego más 2.º puestos …)</translation>
        </message>
        <message>
            <source>A draw (the Championship screen's Draw)</source>
            <translation>Un sorteo (Sortear en la pantalla Campeonato)</translation>
        </message>
        <message>
            <source>Net winnings, then count-back</source>
            <translation>Ganancias netas, luego desempate por puestos</translation>
        </message>
        <message>
            <source>Nights in the season</source>
            <translation>Noches de la temporada</translation>
        </message>
        <message>
            <source>Season and standings</source>
            <translation>Temporada y clasificación</translation>
        </message>
        <message>
            <source>estimate from the dates</source>
            <translation>estimar por las fechas</translation>
        </message>
        <message>
            <source> regular nights</source>
            <translation> noches regulares</translation>
        </message>
        <message>
            <source>Ties broken by</source>
            <translation>Empates resueltos por</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>League files and TD3 tournaments (*.json *.tdt);;All files (*)</source>
            <translation>Archivos de liga y torneos TD3 (*.json *.tdt);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>New season</source>
            <translation>Nueva temporada</translation>
        </message>
        <message>
            <source>Its name, and where its rules come from. Season setup changes them later.</source>
            <translation>Su nombre y de dónde vienen sus reglas. Configuración de temporada las cambia después.</translation>
        </message>
        <message>
            <source>&amp;Your own rules, in a few steps</source>
            <translation>&amp;Sus propias reglas, en unos pasos</translation>
        </message>
        <message>
            <source>A copy of the rules of a &amp;season of this league</source>
            <translation>Una copia de las reglas de una &amp;temporada de esta liga</translation>
        </message>
        <message>
            <source>The rules of a &amp;file (a league file or a TD3 tournament)</source>
            <translation>Las reglas de un &amp;archivo (un archivo de liga o un torneo TD3)</translation>
        </message>
        <message>
            <source>A p&amp;reset</source>
            <translation>Una &amp;plantilla</translation>
        </message>
        <message>
            <source>league.json or tournament.tdt</source>
            <translation>liga.json o torneo.tdt</translation>
        </message>
        <message>
            <source>Bro&amp;wse…</source>
            <translation>&amp;Examinar…</translation>
        </message>
        <message>
            <source>Season na&amp;me:</source>
            <translation>No&amp;mbre de la temporada:</translation>
        </message>
        <message>
            <source>There is already a season named {season}.</source>
            <translation>Ya hay una temporada llamada {season}.</translation>
        </message>
        <message>
            <source>Rules from a file</source>
            <translation>Reglas de un archivo</translation>
        </message>
    </context>
    <context>
        <name>StartingPointsDialog</name>
        <message>
            <source>Handicaps: points at the start of {season}</source>
            <translation>Hándicaps: puntos al inicio de la temporada {season}</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Points at the start</source>
            <translation>Puntos al inicio</translation>
        </message>
        <message>
            <source>Points a player starts the season with: more for last season's leaders, fewer (negative) to hold them back. They count in the standings like penalties do.</source>
            <translation>Puntos con los que un jugador empieza la temporada: más para los líderes de la anterior, menos (negativos) para frenarlos. Cuentan en la clasificación como las penalizaciones.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
    </context>
    <context>
        <name>StructureChooser</name>
        <message>
            <source>Custom…</source>
            <translation>Personalizada…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Editar…</translation>
        </message>
        <message>
            <source>See and change the levels of the structure</source>
            <translation>Ver y cambiar los niveles de la estructura</translation>
        </message>
        <message>
            <source>The clock runs: {structure}</source>
            <translation>El reloj usa: {structure}</translation>
        </message>
    </context>
    <context>
        <name>StructureEditor</name>
        <message>
            <source>Hold'em (blinds)</source>
            <translation>Hold'em (ciegas)</translation>
        </message>
        <message>
            <source>Stud (ante, bring-in, limits)</source>
            <translation>Stud (ante, bring-in, límites)</translation>
        </message>
        <message>
            <source>at most 20 kinds of chips</source>
            <translation>como máximo 20 clases de fichas</translation>
        </message>
        <message>
            <source>'{text}' is not written chip×count (e.g. 100×9)</source>
            <translation>«{text}» no está escrito ficha×cantidad (p. ej. 100×9)</translation>
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
            <translation>Estructura de ciegas: {structure}</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>Ga&amp;me</source>
            <translation>&amp;Juego</translation>
        </message>
        <message>
            <source>Insert &amp;level</source>
            <translation>Insertar &amp;nivel</translation>
        </message>
        <message>
            <source>Insert &amp;break</source>
            <translation>Insertar &amp;descanso</translation>
        </message>
        <message>
            <source>&amp;Delete row</source>
            <translation>&amp;Borrar fila</translation>
        </message>
        <message>
            <source>&amp;Generate…</source>
            <translation>&amp;Generar…</translation>
        </message>
        <message>
            <source>Replace the rows with a schedule worked out for you</source>
            <translation>Sustituir las filas por un programa calculado para usted</translation>
        </message>
        <message>
            <source>&amp;Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)</source>
            <translation>&amp;Periodos (Ctrl+Ins: un nivel, Ctrl+B: un descanso, Ctrl+Supr: quitar)</translation>
        </message>
        <message>
            <source>e.g. 25×8, 100×9, 500×4</source>
            <translation>p. ej. 25×8, 100×9, 500×4</translation>
        </message>
        <message>
            <source>The chips each player starts with: denomination × count</source>
            <translation>Las fichas con las que empieza cada jugador: valor × cantidad</translation>
        </message>
        <message>
            <source>Starting c&amp;hips</source>
            <translation>&amp;Fichas iniciales</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Aceptar</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Generada</translation>
        </message>
        <message>
            <source>= T{stack} each</source>
            <translation>= T{stack} cada uno</translation>
        </message>
        <message>
            <source>Starting chips: {problem}</source>
            <translation>Fichas iniciales: {problem}</translation>
        </message>
        <message>
            <source>Problems ({count}): fix them to save</source>
            <translation>Problemas ({count}): corríjalos para guardar</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>Sin problemas</translation>
        </message>
        <message>
            <source>Cannot save: {problem}</source>
            <translation>No se puede guardar: {problem}</translation>
        </message>
        <message>
            <source>1 level</source>
            <translation>1 nivel</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} niveles</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 descanso</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} descansos</translation>
        </message>
        <message>
            <source>{periods}: {length} in all (the last level ends at {clock})</source>
            <translation>{periods}: {length} en total (el último nivel termina a las {clock})</translation>
        </message>
    </context>
    <context>
        <name>StructureSection</name>
        <message>
            <source>1 level</source>
            <translation>1 nivel</translation>
        </message>
        <message>
            <source>{count} levels</source>
            <translation>{count} niveles</translation>
        </message>
        <message>
            <source>1 break</source>
            <translation>1 descanso</translation>
        </message>
        <message>
            <source>{count} breaks</source>
            <translation>{count} descansos</translation>
        </message>
        <message>
            <source>T{stack} to start</source>
            <translation>T{stack} al empezar</translation>
        </message>
        <message>
            <source>Blind structure</source>
            <translation>Estructura de ciegas</translation>
        </message>
        <message>
            <source>Cl&amp;ock runs</source>
            <translation>El &amp;reloj usa</translation>
        </message>
        <message>
            <source>League default</source>
            <translation>Predeterminada de la liga</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>Editar &amp;niveles…</translation>
        </message>
    </context>
    <context>
        <name>StructureTableModel</name>
        <message>
            <source>Period</source>
            <translation>Periodo</translation>
        </message>
        <message>
            <source>Starts</source>
            <translation>Empieza</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutos</translation>
        </message>
        <message>
            <source>Small blind</source>
            <translation>Ciega pequeña</translation>
        </message>
        <message>
            <source>Big blind</source>
            <translation>Ciega grande</translation>
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
            <translation>Apuesta pequeña</translation>
        </message>
        <message>
            <source>Big bet</source>
            <translation>Apuesta grande</translation>
        </message>
        <message>
            <source>Break note</source>
            <translation>Nota del descanso</translation>
        </message>
        <message>
            <source>Colour up</source>
            <translation>Cambio de color</translation>
        </message>
        <message>
            <source>'{text}' is not a whole number</source>
            <translation>«{text}» no es un número entero</translation>
        </message>
        <message>
            <source>{value} is not from {least} to {most}</source>
            <translation>{value} no está entre {least} y {most}</translation>
        </message>
        <message>
            <source>at most 20 chips</source>
            <translation>como máximo 20 fichas</translation>
        </message>
        <message>
            <source>Break</source>
            <extracomment>The league's locale: the blinds are written and read in it.</extracomment>
            <translation>Descanso</translation>
        </message>
        <message>
            <source>Level {number}</source>
            <translation>Nivel {number}</translation>
        </message>
        <message>
            <source>a note has at most {count} characters</source>
            <translation>una nota tiene como máximo {count} caracteres</translation>
        </message>
        <message>
            <source>Row {row} (break)</source>
            <translation>Fila {row} (descanso)</translation>
        </message>
        <message>
            <source>Row {row} (level {number})</source>
            <translation>Fila {row} (nivel {number})</translation>
        </message>
        <message>
            <source>A structure has at most {count} periods</source>
            <translation>Una estructura tiene como máximo {count} periodos</translation>
        </message>
    </context>
</TS>
