<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>AddPlayerBar</name>
        <message>
            <source>&amp;Add player:</source>
            <translation>&amp;Añadir jugador:</translation>
        </message>
        <message>
            <source>type a few letters of the name, Enter</source>
            <translation>escriba unas letras del nombre, Intro</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}' ({names}): keep typing</source>
            <translation>
                <numerusform>%n jugador coincide con «{text}» ({names}): siga escribiendo</numerusform>
                <numerusform>%n jugadores coinciden con «{text}» ({names}): siga escribiendo</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AddPlayerDialog</name>
        <message>
            <source>Add player</source>
            <translation>Añadir jugador</translation>
        </message>
        <message>
            <source>First and last name</source>
            <translation>Nombre y apellido</translation>
        </message>
        <message>
            <source>Sub (plays now and then; not a regular)</source>
            <translation>Suplente (juega de vez en cuando; no es habitual)</translation>
        </message>
        <message>
            <source>Guest (plays and is paid; not in the league table)</source>
            <translation>Invitado (juega y cobra; no está en la clasificación)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nombre:</translation>
        </message>
        <message>
            <source>Id:</source>
            <translation>Id.:</translation>
        </message>
        <message>
            <source>There is already a player named {name}. Use Merge if it is the same person.</source>
            <translation>Ya hay un jugador llamado {name}. Use Fusionar si es la misma persona.</translation>
        </message>
    </context>
    <context>
        <name>DealersEditor</name>
        <message>
            <source>full game</source>
            <translation>partida completa</translation>
        </message>
        <message>
            <source>half game</source>
            <translation>media partida</translation>
        </message>
        <message>
            <source>Deale&amp;rs:</source>
            <translation>&amp;Repartidores:</translation>
        </message>
        <message>
            <source>dealer's name, Enter</source>
            <translation>nombre del repartidor, Intro</translation>
        </message>
        <message>
            <source>Remove dealer</source>
            <translation>Quitar repartidor</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Repartidor</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>Space switches the selected dealer between full and half game</source>
            <translation>Espacio cambia al repartidor seleccionado entre partida completa y media</translation>
        </message>
        <message>
            <source>No player matches '{text}'</source>
            <translation>Ningún jugador coincide con «{text}»</translation>
        </message>
        <message numerus="yes">
            <source>%n players match '{text}': keep typing</source>
            <translation>
                <numerusform>%n jugador coincide con «{text}»: siga escribiendo</numerusform>
                <numerusform>%n jugadores coinciden con «{text}»: siga escribiendo</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DraftUndo</name>
        <message>
            <source>Event number</source>
            <translation>Número del torneo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
        </message>
        <message>
            <source>Rebuy price</source>
            <translation>Precio de la recompra</translation>
        </message>
        <message>
            <source>Add-on price</source>
            <translation>Precio del add-on</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Recompras máx.</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack a elegir</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Añadido al bote</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Entradas sin nombre</translation>
        </message>
        <message>
            <source>Points factor</source>
            <translation>Factor de puntos</translation>
        </message>
        <message>
            <source>Knockout bounties</source>
            <translation>Recompensas por eliminación</translation>
        </message>
        <message>
            <source>Cash-out night</source>
            <translation>Noche de cash-out</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Puesto</translation>
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
            <source>On time</source>
            <translation>Puntual</translation>
        </message>
        <message>
            <source>Exact change</source>
            <translation>Importe exacto</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Entrada gratis</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Eliminado por</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Recompensas</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>Estados</translation>
        </message>
        <message>
            <source>Finishes</source>
            <translation>Puestos</translation>
        </message>
        <message>
            <source>Buy-ins</source>
            <translation>Buy-ins</translation>
        </message>
        <message>
            <source>Free entries</source>
            <translation>Entradas gratis</translation>
        </message>
        <message>
            <source>Add {player}</source>
            <translation>Añadir a {player}</translation>
        </message>
        <message>
            <source>Add entries</source>
            <translation>Añadir entradas</translation>
        </message>
        <message>
            <source>Remove {player}</source>
            <translation>Quitar a {player}</translation>
        </message>
        <message>
            <source>Remove entries</source>
            <translation>Quitar entradas</translation>
        </message>
        <message>
            <source>Dealers</source>
            <translation>Repartidores</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Editar torneo</translation>
        </message>
        <message>
            <source>Order of entries</source>
            <translation>Orden de las entradas</translation>
        </message>
        <message>
            <source>{field} of {player}</source>
            <translation>{field} de {player}</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entradas</translation>
        </message>
    </context>
    <context>
        <name>EntriesTableModel</name>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Buy-in</source>
            <translation>Buy-in</translation>
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
            <source>On time</source>
            <translation>Puntual</translation>
        </message>
        <message>
            <source>Exact {money}</source>
            <translation>Exacto {money}</translation>
        </message>
        <message>
            <source>Free entry</source>
            <translation>Entrada gratis</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Fichas</translation>
        </message>
        <message>
            <source>Busted by</source>
            <translation>Eliminado por</translation>
        </message>
        <message>
            <source>Bounties {money}</source>
            <translation>Recompensas {money}</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>Cash-out</translation>
        </message>
        <message>
            <source>played</source>
            <translation>jugó</translation>
        </message>
        <message>
            <source>disqualified</source>
            <translation>descalificado</translation>
        </message>
        <message>
            <source>forfeit</source>
            <translation>abandono</translation>
        </message>
        <message>
            <source>no show</source>
            <translation>no presentado</translation>
        </message>
        <message>
            <source>late cancel</source>
            <translation>cancelación tardía</translation>
        </message>
        <message>
            <source>'{text}' is not an amount of money</source>
            <extracomment>Cells are shown, not edited (a read-only league). A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.</extracomment>
            <translation>«{text}» no es un importe</translation>
        </message>
        <message>
            <source>no free entry earned from dealing</source>
            <translation>ninguna entrada gratis ganada repartiendo</translation>
        </message>
        <message>
            <source>{player} is a {status}: no on time bonus for a player who did not come.</source>
            <translation>{player}: {status}; sin bonificación por puntualidad para un jugador que no vino.</translation>
        </message>
        <message>
            <source>{player} is a {status}: no exact change bonus for a player who did not come.</source>
            <translation>{player}: {status}; sin bonificación por importe exacto para un jugador que no vino.</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>n/d</translation>
        </message>
        <message>
            <source>{player} is now a {status}: the on-time and exact-change bonuses were cleared.</source>
            <translation>{player} ahora figura como {status}: se quitaron las bonificaciones por puntualidad e importe exacto.</translation>
        </message>
        <message>
            <source>used</source>
            <translation>usada</translation>
        </message>
        <message numerus="yes">
            <source>has %n free entries</source>
            <translation>
                <numerusform>tiene %n entrada gratis</numerusform>
                <numerusform>tiene %n entradas gratis</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntriesTableView</name>
        <message>
            <source>who busted this player, one name per bust</source>
            <translation>quién eliminó a este jugador, un nombre por eliminación</translation>
        </message>
    </context>
    <context>
        <name>EntriesToolbar</name>
        <message>
            <source>Move up</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Bajar</translation>
        </message>
        <message>
            <source>Fill finishes from row order</source>
            <translation>Rellenar puestos según el orden de las filas</translation>
        </message>
        <message>
            <source>Sort by finish</source>
            <translation>Ordenar por puesto</translation>
        </message>
        <message>
            <source>Clear cell</source>
            <translation>Vaciar celda</translation>
        </message>
        <message>
            <source>Remove entry</source>
            <translation>Quitar entrada</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Bajar</translation>
        </message>
        <message>
            <source>Fill finishes</source>
            <translation>Rellenar puestos</translation>
        </message>
        <message>
            <source>Sort</source>
            <translation>Ordenar</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Vaciar</translation>
        </message>
    </context>
    <context>
        <name>EventCommands</name>
        <message>
            <source>New event {number}</source>
            <translation>Nuevo torneo {number}</translation>
        </message>
        <message>
            <source>Delete event {number}</source>
            <translation>Eliminar torneo {number}</translation>
        </message>
        <message>
            <source>Save event {number}</source>
            <translation>Guardar torneo {number}</translation>
        </message>
        <message>
            <source>Add player {name}</source>
            <translation>Añadir jugador {name}</translation>
        </message>
    </context>
    <context>
        <name>EventEditor</name>
        <message>
            <source>Season's structure</source>
            <extracomment>Where the rules put "paid less (or more) than the pool" (SPEC 8), explained on save. The banner was updated: saved or unsaved may have changed. A new event as opened, not stored: it is saved only once it differs from this. The draft's own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).</extracomment>
            <translation>Estructura de la temporada</translation>
        </message>
        <message>
            <source>Edit &amp;levels…</source>
            <translation>Editar &amp;niveles…</translation>
        </message>
        <message>
            <source>&amp;Save event</source>
            <translation>&amp;Guardar torneo</translation>
        </message>
        <message>
            <source>Revert</source>
            <translation>Descartar cambios</translation>
        </message>
        <message>
            <source>Record what was &amp;paid / Deal…</source>
            <translation>Registrar lo &amp;pagado / Trato…</translation>
        </message>
        <message>
            <source>Paid / Deal…</source>
            <translation>Pagado / Trato…</translation>
        </message>
        <message>
            <source>Blind str&amp;ucture</source>
            <translation>Estr&amp;uctura de ciegas</translation>
        </message>
        <message>
            <source>No event selected: choose one in the list or create a new one.</source>
            <translation>Ningún torneo seleccionado: elija uno de la lista o cree uno nuevo.</translation>
        </message>
        <message>
            <source>Event {number} not saved:</source>
            <translation>Torneo {number} no guardado:</translation>
        </message>
        <message>
            <source>New event {number}: stored once you type its night and save (Ctrl+S).</source>
            <translation>Nuevo torneo {number}: se guarda cuando escriba su noche y guarde (Ctrl+S).</translation>
        </message>
        <message>
            <source>Event {number}: shown read-only.</source>
            <translation>Torneo {number}: solo lectura.</translation>
        </message>
        <message>
            <source>Event {number}: unsaved changes (Ctrl+S saves).</source>
            <translation>Torneo {number}: cambios sin guardar (Ctrl+S guarda).</translation>
        </message>
        <message>
            <source>Event {number}: saved.</source>
            <translation>Torneo {number}: guardado.</translation>
        </message>
        <message>
            <source>{name} is already entered: row {row} is selected</source>
            <translation>{name} ya está inscrito: la fila {row} está seleccionada</translation>
        </message>
        <message numerus="yes">
            <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
            <translation>
                <numerusform>{name} añadido: tiene %n entrada gratis por repartir (marque Entrada gratis)</numerusform>
                <numerusform>{name} añadido: tiene %n entradas gratis por repartir (marque Entrada gratis)</numerusform>
            </translation>
        </message>
        <message>
            <source>Added {name}</source>
            <translation>{name} añadido</translation>
        </message>
        <message>
            <source>A cash-out night: type what each player cashed out in the Cash out column.</source>
            <translation>Una noche de cash-out: escriba en la columna Cash-out lo que cobró cada jugador.</translation>
        </message>
        <message>
            <source>Type every finish first: what was paid is recorded by finish.</source>
            <translation>Escriba primero todos los puestos: lo pagado se registra por puesto.</translation>
        </message>
        <message>
            <source>Back to the payout table</source>
            <translation>Volver a la tabla de premios</translation>
        </message>
        <message>
            <source>Record what was paid</source>
            <translation>Registrar lo pagado</translation>
        </message>
        <message>
            <source>New player</source>
            <translation>Nuevo jugador</translation>
        </message>
        <message>
            <source>'{name}' is not on the roster. Add {name} as a new player?</source>
            <translation>«{name}» no está en la lista de jugadores. ¿Añadir a {name} como nuevo jugador?</translation>
        </message>
        <message>
            <source>No player matches '{name}'</source>
            <translation>Ningún jugador coincide con «{name}»</translation>
        </message>
        <message>
            <source>what was paid does not sum to the prize pool.</source>
            <translation>lo pagado no suma el bote.</translation>
        </message>
        <message>
            <source>Not saved: the money paid stays as it was.</source>
            <translation>No guardado: el dinero pagado queda como estaba.</translation>
        </message>
        <message>
            <source>Unsaved event</source>
            <translation>Torneo sin guardar</translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes. Save them?</source>
            <translation>El torneo {number} tiene cambios sin guardar. ¿Guardarlos?</translation>
        </message>
    </context>
    <context>
        <name>EventFieldsForm</name>
        <message>
            <source>no date</source>
            <translation>sin fecha</translation>
        </message>
        <message>
            <source>e.g. March</source>
            <translation>p. ej. Marzo</translation>
        </message>
        <message>
            <source>Pick-a-stack</source>
            <translation>Stack a elegir</translation>
        </message>
        <message>
            <source>Each entry chooses its buy-in</source>
            <translation>Cada entrada elige su buy-in</translation>
        </message>
        <message>
            <source>Cash-ou&amp;t night</source>
            <translation>Noche de cash-ou&amp;t</translation>
        </message>
        <message>
            <source>A timed game: every player's chips were cashed out at the end. Type each cash-out in the Cash out column; the finishes follow from them</source>
            <translation>Una partida con tiempo: las fichas de cada jugador se cobraron al final. Escriba cada cash-out en la columna Cash-out; los puestos salen de ahí</translation>
        </message>
        <message>
            <source>How many entries the league does not name</source>
            <translation>Cuántas entradas no nombra la liga</translation>
        </message>
        <message>
            <source>How many rebuys of those entries</source>
            <translation>Cuántas recompras de esas entradas</translation>
        </message>
        <message>
            <source>How many add-ons of those entries</source>
            <translation>Cuántos add-ons de esas entradas</translation>
        </message>
        <message>
            <source>Unnamed entr&amp;ies</source>
            <extracomment>The unnamed entries, placed by the editor in the side panel's Money (they count in the field, the gross and the pool): a row of their own here would take an entry's row from the table on a 600-pixel screen.</extracomment>
            <translation>Entradas s&amp;in nombre</translation>
        </message>
        <message>
            <source>their rebuys</source>
            <translation>sus recompras</translation>
        </message>
        <message>
            <source>their add-ons</source>
            <translation>sus add-ons</translation>
        </message>
        <message>
            <source>Every entry's points at this night are multiplied by it: 2 for a final worth double</source>
            <translation>Los puntos de cada entrada en esta noche se multiplican por él: 2 para una final que vale doble</translation>
        </message>
        <message>
            <source>The knockout bounties of this night: the season's, or its own</source>
            <translation>Las recompensas por eliminación de esta noche: las de la temporada o las suyas</translation>
        </message>
        <message>
            <source>The bounty every buy-in and rebuy puts on a head</source>
            <translation>La recompensa que cada buy-in y cada recompra pone sobre una cabeza</translation>
        </message>
        <message>
            <source>Progressive: the percent of a head paid to the hitman at once (the rest goes onto the hitman's own head)</source>
            <translation>Progresiva: el porcentaje de una cabeza que se paga al eliminador en el acto (el resto va a su propia cabeza)</translation>
        </message>
        <message>
            <source>Event n&amp;o.</source>
            <translation>N.º de t&amp;orneo</translation>
        </message>
        <message>
            <source>&amp;Date</source>
            <translation>&amp;Fecha</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>No&amp;mbre</translation>
        </message>
        <message>
            <source>Buy-in {money}</source>
            <translation>Buy-in {money}</translation>
        </message>
        <message>
            <source>Rebuy {money}</source>
            <translation>Recompra {money}</translation>
        </message>
        <message>
            <source>Add-on {money}</source>
            <translation>Add-on {money}</translation>
        </message>
        <message>
            <source>Max rebuys</source>
            <translation>Recompras máx.</translation>
        </message>
        <message>
            <source>Points &amp;x</source>
            <translation>Puntos &amp;x</translation>
        </message>
        <message>
            <source>Kno&amp;ckouts</source>
            <extracomment>The night's knockout bounties and whether it was played to a cash-out, placed by the editor in the side panel's Money under the unnamed entries (beside the prices they would squeeze the form past a 1024-pixel screen).</extracomment>
            <translation>Eliminaciones (K&amp;O)</translation>
        </message>
        <message>
            <source>Bounty {money}</source>
            <translation>Recompensa {money}</translation>
        </message>
        <message>
            <source>paid at once %</source>
            <translation>% pagado en el acto</translation>
        </message>
        <message>
            <source>Season's (none)</source>
            <translation>Las de la temporada (ninguna)</translation>
        </message>
        <message>
            <source>Season's (fixed {amount})</source>
            <translation>Las de la temporada (fija {amount})</translation>
        </message>
        <message>
            <source>Season's (progressive {amount})</source>
            <translation>Las de la temporada (progresiva {amount})</translation>
        </message>
        <message>
            <source>Recorded by the import</source>
            <translation>Registradas por la importación</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fija</translation>
        </message>
        <message>
            <source>Progressive</source>
            <translation>Progresiva</translation>
        </message>
        <message>
            <source>Championship event</source>
            <translation>Torneo del campeonato</translation>
        </message>
        <message>
            <source>Regular event</source>
            <translation>Torneo regular</translation>
        </message>
        <message>
            <source>season {amount}</source>
            <translation>temporada {amount}</translation>
        </message>
        <message>
            <source>Season rule (unlimited)</source>
            <translation>Regla de la temporada (sin límite)</translation>
        </message>
        <message>
            <source>Season rule ({count})</source>
            <translation>Regla de la temporada ({count})</translation>
        </message>
        <message>
            <source>Unlimited</source>
            <translation>Sin límite</translation>
        </message>
    </context>
    <context>
        <name>EventMoneyCheck</name>
        <message>
            <source>Saved as edited, event {number} moves this money:</source>
            <translation>Guardado así, el torneo {number} mueve este dinero:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Event {number} is closed: its money was paid. Saved as edited, the season's nights would pay this instead:</source>
            <translation>El torneo {number} está cerrado: su dinero se pagó. Guardado así, las noches de la temporada pagarían esto en su lugar:</translation>
        </message>
        <message>
            <source>Save, and change the money</source>
            <translation>Guardar y cambiar el dinero</translation>
        </message>
    </context>
    <context>
        <name>EventSidePanel</name>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Money added to this event's prize pool from outside the buy-ins: the house, a sponsor, a guarantee (Alt+B)</source>
            <translation>Dinero añadido al bote de este torneo aparte de los buy-ins: la casa, un patrocinador, una garantía (Alt+B)</translation>
        </message>
        <message>
            <source>Added to the pool &amp;by the house or a sponsor</source>
            <translation>Añadido al bote &amp;por la casa o un patrocinador</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Premios</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Double-click to record what was really paid (a chop, a deal)</source>
            <translation>Doble clic para registrar lo que se pagó de verdad (un reparto, un trato)</translation>
        </message>
        <message>
            <source>Points and knockouts</source>
            <translation>Puntos y eliminaciones</translation>
        </message>
        <message>
            <source>Fin.</source>
            <translation>Pto.</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problemas</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avisos</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Avisos ({count})</translation>
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
            <source>From {source}</source>
            <translation>De {source}</translation>
        </message>
        <message>
            <source>Championship pool</source>
            <translation>Bote del campeonato</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entradas</translation>
        </message>
        <message>
            <source>Unnamed entries</source>
            <translation>Entradas sin nombre</translation>
        </message>
        <message>
            <source>Gross</source>
            <translation>Bruto</translation>
        </message>
        <message>
            <source>→ knockout bounties</source>
            <translation>→ recompensas por eliminación</translation>
        </message>
        <message>
            <source>Added to the pool</source>
            <translation>Añadido al bote</translation>
        </message>
        <message>
            <source>Comped (free entries)</source>
            <translation>Invitado (entradas gratis)</translation>
        </message>
        <message>
            <source>Prize pool</source>
            <translation>Bote</translation>
        </message>
        <message>
            <source>Cash-outs</source>
            <translation>Cash-outs</translation>
        </message>
        <message>
            <source>Payouts: paid by a deal (not the table)</source>
            <translation>Premios: pagados por un trato (no la tabla)</translation>
        </message>
        <message>
            <source>Payouts: as paid (not the table)</source>
            <translation>Premios: según lo pagado (no la tabla)</translation>
        </message>
        <message>
            <source>Beyond the pool</source>
            <translation>Por encima del bote</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>No pagado</translation>
        </message>
        <message>
            <source>Record what was paid / Deal…</source>
            <translation>Registrar lo pagado / Trato…</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, won by &lt;b&gt;{winner}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Recompensa&lt;/b&gt; por {target}: bote {pot}, ganada por &lt;b&gt;{winner}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, carries over to the next event</source>
            <translation>&lt;b&gt;Recompensa&lt;/b&gt; por {target}: bote {pot}, pasa al siguiente torneo</translation>
        </message>
        <message>
            <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}</source>
            <translation>&lt;b&gt;Recompensa&lt;/b&gt; por {target}: bote {pot}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knockout bounties&lt;/b&gt; collected: {paid}</source>
            <translation>&lt;b&gt;Recompensas por eliminación&lt;/b&gt; cobradas: {paid}</translation>
        </message>
        <message>
            <source>Points and knockouts: once every finish is in</source>
            <translation>Puntos y eliminaciones: cuando estén todos los puestos</translation>
        </message>
        <message>
            <source>Row {row}: </source>
            <translation>Fila {row}: </translation>
        </message>
        <message>
            <source>Dealer {row}: </source>
            <translation>Repartidor {row}: </translation>
        </message>
    </context>
    <context>
        <name>EventsListModel</name>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Entries</source>
            <translation>Entradas</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Bote</translation>
        </message>
        <message>
            <source>{name} (championship)</source>
            <translation>{name} (campeonato)</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>Filter events (number, name, date)…</source>
            <extracomment>The unsaved state changed, or what Edit ▸ Undo should take back first.</extracomment>
            <translation>Filtrar torneos (número, nombre, fecha)…</translation>
        </message>
        <message>
            <source>Ne&amp;w event</source>
            <translation>&amp;Nuevo torneo</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Eliminar torneo</translation>
        </message>
        <message numerus="yes">
            <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
            <translation>
                <numerusform>¿Eliminar el torneo {number} y su %n entrada? (Deshacer lo recupera.)</numerusform>
                <numerusform>¿Eliminar el torneo {number} y sus %n entradas? (Deshacer lo recupera.)</numerusform>
            </translation>
        </message>
        <message>
            <source>Event {number} has unsaved changes</source>
            <translation>El torneo {number} tiene cambios sin guardar</translation>
        </message>
        <message>
            <source>No season</source>
            <translation>Sin temporada</translation>
        </message>
        <message>
            <source>Events of {season}</source>
            <translation>Torneos: {season}</translation>
        </message>
        <message>
            <source>Events of season {season}</source>
            <translation>Torneos de la temporada {season}</translation>
        </message>
    </context>
    <context>
        <name>MergePlayersDialog</name>
        <message>
            <source>Choose the duplicate…</source>
            <translation>Elija el duplicado…</translation>
        </message>
        <message>
            <source>&amp;Swap</source>
            <translation>&amp;Intercambiar</translation>
        </message>
        <message>
            <source>Keep the duplicate and merge the other away</source>
            <translation>Conservar el duplicado y fusionar el otro en él</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Fusionar</translation>
        </message>
        <message>
            <source>Keep:</source>
            <translation>Conservar:</translation>
        </message>
        <message>
            <source>Duplicate:</source>
            <translation>Duplicado:</translation>
        </message>
        <message>
            <source>Merge a duplicate into {name}</source>
            <translation>Fusionar un duplicado en {name}</translation>
        </message>
        <message>
            <source>Choose the player to merge away.</source>
            <translation>Elija el jugador que se fusionará.</translation>
        </message>
        <message>
            <source>There is no other player to merge.</source>
            <translation>No hay otro jugador que fusionar.</translation>
        </message>
        <message>
            <source>Every entry, knockout, dealt game and championship decision of {duplicate} becomes {kept}'s, and {duplicate} is removed from the roster. Edit ▸ Undo puts everything back.</source>
            <translation>Cada entrada, eliminación, partida repartida y decisión de campeonato de {duplicate} pasa a {kept}, y {duplicate} se quita de la lista de jugadores. Editar ▸ Deshacer lo devuelve todo.</translation>
        </message>
    </context>
    <context>
        <name>PaidDialog</name>
        <message>
            <source>Even split</source>
            <translation>Reparto a partes iguales</translation>
        </message>
        <message>
            <source>Chip-chop</source>
            <translation>Chip-chop</translation>
        </message>
        <message>
            <source>ICM (by stacks)</source>
            <translation>ICM (por stacks)</translation>
        </message>
        <message>
            <source>Record what was paid / Deal</source>
            <translation>Registrar lo pagado / Trato</translation>
        </message>
        <message>
            <source>What each player was really paid. The finishes stay as played: a chop between 1st and 2nd keeps one winner.</source>
            <translation>Lo que cobró de verdad cada jugador. Los puestos quedan como se jugaron: un reparto entre el 1.º y el 2.º mantiene un solo ganador.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Table pays</source>
            <translation>La tabla paga</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>stacks, best finish first: 60000, 40000</source>
            <translation>stacks, mejor puesto primero: 60000, 40000</translation>
        </message>
        <message>
            <source>Chop (Alt+C)</source>
            <translation>Repartir (Alt+C)</translation>
        </message>
        <message>
            <source>Among the to&amp;p</source>
            <translation>Entre los &amp;primeros</translation>
        </message>
        <message>
            <source>Add a player who was paid (Alt+W)</source>
            <translation>Añadir un jugador que cobró (Alt+W)</translation>
        </message>
        <message>
            <source>Back to the payout table (Alt+T)</source>
            <translation>Volver a la tabla de premios (Alt+T)</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Registrar</translation>
        </message>
        <message>
            <source>the top {count} are not {count} players with finishes 1 to {count}</source>
            <translation>los {count} primeros no son {count} jugadores con los puestos 1 a {count}</translation>
        </message>
        <message>
            <source>{player}: an amount paid is not negative</source>
            <translation>{player}: un importe pagado no es negativo</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} more than the pool (asked on save)</source>
            <translation>Pagado {paid} de un bote de {pool}: {difference} más que el bote (se pregunta al guardar)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)</source>
            <translation>Pagado {paid} de un bote de {pool}: {difference} sin pagar (se pregunta al guardar)</translation>
        </message>
        <message>
            <source>Paid {paid} of a prize pool of {pool}</source>
            <translation>Pagado {paid} de un bote de {pool}</translation>
        </message>
        <message>
            <source>type {count} stacks, best finish first, to deal by chips</source>
            <translation>escriba {count} stacks, mejor puesto primero, para repartir por fichas</translation>
        </message>
        <message>
            <source>a stack is a whole number of chips</source>
            <translation>un stack es un número entero de fichas</translation>
        </message>
    </context>
    <context>
        <name>PaidDifference</name>
        <message>
            <source>Paid beyond the pool</source>
            <translation>Pagado por encima del bote</translation>
        </message>
        <message>
            <source>Event {number} paid {amount} more than its prize pool of {pool}.

Record the {amount} as added to the pool by the house or a sponsor?</source>
            <translation>El torneo {number} pagó {amount} más que su bote de {pool}.

¿Registrar los {amount} como añadidos al bote por la casa o un patrocinador?</translation>
        </message>
        <message>
            <source>Not paid out</source>
            <translation>No pagado</translation>
        </message>
        <message>
            <source>{amount} of event {number}'s prize pool of {pool} was not paid out.
Set it aside into the fund (type a new name or pick one):</source>
            <translation>No se pagaron {amount} del bote de {pool} del torneo {number}.
Apartarlos en el fondo (escriba un nombre nuevo o elija uno):</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>apartado</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Add player {name}</source>
            <translation>Añadir jugador {name}</translation>
        </message>
        <message>
            <source>Rename {old} to {new}</source>
            <translation>Renombrar {old} como {new}</translation>
        </message>
        <message>
            <source>Make {name} a sub</source>
            <translation>Hacer suplente a {name}</translation>
        </message>
        <message>
            <source>Make {name} a regular</source>
            <translation>Hacer habitual a {name}</translation>
        </message>
        <message>
            <source>Make {name} a guest</source>
            <translation>Hacer invitado a {name}</translation>
        </message>
        <message>
            <source>Make {name} a member of the league table</source>
            <translation>Incluir a {name} en la clasificación</translation>
        </message>
        <message>
            <source>Reactivate {name}</source>
            <translation>Reactivar a {name}</translation>
        </message>
        <message>
            <source>Deactivate {name}</source>
            <translation>Desactivar a {name}</translation>
        </message>
        <message>
            <source>Merge {duplicate} into {kept}</source>
            <translation>Fusionar {duplicate} en {kept}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDetail</name>
        <message>
            <source>Disqualified</source>
            <translation>Descalificado</translation>
        </message>
        <message>
            <source>Forfeit</source>
            <translation>Abandono</translation>
        </message>
        <message>
            <source>No-show</source>
            <translation>No presentado</translation>
        </message>
        <message>
            <source>Late cancel</source>
            <translation>Cancelación tardía</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Paid in</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Bounty</source>
            <translation>Recompensa</translation>
        </message>
        <message>
            <source>KOs</source>
            <translation>KO</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>did not play</source>
            <translation>no jugó</translation>
        </message>
        <message>
            <source>free entry</source>
            <translation>entrada gratis</translation>
        </message>
        <message>
            <source>dealt full</source>
            <translation>repartió partida completa</translation>
        </message>
        <message>
            <source>dealt half</source>
            <translation>repartió media partida</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Paid in:</source>
            <translation>Pagado:</translation>
        </message>
        <message>
            <source>Prizes:</source>
            <translation>Premios:</translation>
        </message>
        <message>
            <source>Bounties won:</source>
            <translation>Recompensas ganadas:</translation>
        </message>
        <message>
            <source>Knockout bounties:</source>
            <translation>Recompensas por eliminación:</translation>
        </message>
        <message>
            <source>Season prize:</source>
            <translation>Premio de la temporada:</translation>
        </message>
        <message>
            <source>Paid out:</source>
            <translation>Cobrado:</translation>
        </message>
        <message>
            <source>Net:</source>
            <translation>Neto:</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Knockouts:</source>
            <translation>Eliminaciones:</translation>
        </message>
        <message>
            <source>Games dealt:</source>
            <translation>Partidas repartidas:</translation>
        </message>
        <message>
            <source>Free entries used:</source>
            <translation>Entradas gratis usadas:</translation>
        </message>
        <message>
            <source>Free entries earned:</source>
            <translation>Entradas gratis ganadas:</translation>
        </message>
        <message>
            <source>Free entries left:</source>
            <translation>Entradas gratis restantes:</translation>
        </message>
        <message>
            <source>Dealer units:</source>
            <translation>Unidades de repartidor:</translation>
        </message>
        <message>
            <source>No player selected</source>
            <translation>Ningún jugador seleccionado</translation>
        </message>
        <message>
            <source>Select a player in the roster to see their season.</source>
            <translation>Seleccione un jugador de la lista para ver su temporada.</translation>
        </message>
        <message>
            <source>Season {season}</source>
            <translation>Temporada {season}</translation>
        </message>
        <message>
            <source>rank {rank}</source>
            <translation>puesto {rank}</translation>
        </message>
        <message>
            <source>not ranked</source>
            <translation>sin clasificar</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} puntos</translation>
        </message>
        <message numerus="yes">
            <source>%n event(s) played</source>
            <translation>
                <numerusform>%n torneo jugado</numerusform>
                <numerusform>%n torneos jugados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n victoria</numerusform>
                <numerusform>%n victorias</numerusform>
            </translation>
        </message>
        <message>
            <source>if the season ended now (not paid yet)</source>
            <translation>si la temporada terminara ahora (aún no pagado)</translation>
        </message>
        <message>
            <source>{full} full, {half} half</source>
            <translation>{full} completas, {half} medias</translation>
        </message>
        <message>
            <source>{units} of {needed}</source>
            <translation>{units} de {needed}</translation>
        </message>
    </context>
    <context>
        <name>PlayerLinkDialog</name>
        <message>
            <source>Personal link: {name}</source>
            <translation>Enlace personal: {name}</translation>
        </message>
        <message>
            <source>The league's site: {address}</source>
            <translation>Web de la liga: {address}</translation>
        </message>
        <message>
            <source>Tonight, on the venue's network: {address}</source>
            <translation>Esta noche, en la red del local: {address}</translation>
        </message>
        <message>
            <source>The player's own page: standings, nights, balance and the next nights' answers. No password: whoever has the link can answer for them. Reissue it if it leaked.</source>
            <translation>La página propia del jugador: clasificación, noches, saldo y respuestas para las próximas noches. Sin contraseña: quien tenga el enlace puede responder por él. Emita uno nuevo si se ha filtrado.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <source>&amp;Print card…</source>
            <translation>&amp;Imprimir tarjeta…</translation>
        </message>
        <message>
            <source>&amp;Reissue…</source>
            <translation>&amp;Volver a emitir…</translation>
        </message>
        <message>
            <source>This league is read-only: no link can be issued here.</source>
            <translation>Esta liga es de solo lectura: aquí no se puede emitir ningún enlace.</translation>
        </message>
        <message>
            <source>No link was issued: {reason}</source>
            <translation>No se emitió ningún enlace: {reason}</translation>
        </message>
        <message>
            <source>Reissue the link</source>
            <translation>Volver a emitir el enlace</translation>
        </message>
        <message>
            <source>Issue the link</source>
            <translation>Emitir el enlace</translation>
        </message>
        <message>
            <source>Give {name} a new link? The old one stops working at once: a printed card or a message with it will no longer open the page.</source>
            <translation>¿Dar a {name} un enlace nuevo? El antiguo deja de funcionar en el acto: una tarjeta impresa o un mensaje con él ya no abrirá la página.</translation>
        </message>
        <message>
            <source>Card: {name}</source>
            <translation>Tarjeta: {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id.</translation>
        </message>
        <message>
            <source>Sub</source>
            <extracomment>Players are shown, not edited (a read-only league). The league's locale: names sort in its collation.</extracomment>
            <translation>Suplente</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Invitado</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Activo</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Torneos</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Press F2 or double-click to rename</source>
            <translation>Pulse F2 o haga doble clic para renombrar</translation>
        </message>
        <message>
            <source>Ticked: a sub, who plays now and then (not a regular)</source>
            <translation>Marcado: un suplente, que juega de vez en cuando (no es habitual)</translation>
        </message>
        <message>
            <source>Ticked: a guest, who plays and is paid but has no standings line</source>
            <translation>Marcado: un invitado, que juega y cobra pero no tiene línea en la clasificación</translation>
        </message>
        <message>
            <source>Unticked: no longer plays; kept for the history</source>
            <translation>Sin marcar: ya no juega; se conserva para el historial</translation>
        </message>
        <message>
            <source>Regular events played in the selected season</source>
            <translation>Torneos regulares jugados en la temporada seleccionada</translation>
        </message>
        <message>
            <source>What the player owes the league, or the league owes them (Money)</source>
            <translation>Lo que el jugador debe a la liga, o la liga le debe (Dinero)</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inactivo</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Search players…</source>
            <extracomment>Where the app serves the league's pages on the venue's network ("" when it does not); the main window tells.</extracomment>
            <translation>Buscar jugadores…</translation>
        </message>
        <message>
            <source>Show inactive</source>
            <translation>Mostrar inactivos</translation>
        </message>
        <message>
            <source>&amp;Add player…</source>
            <translation>&amp;Añadir jugador…</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Renombrar</translation>
        </message>
        <message>
            <source>&amp;Merge duplicate…</source>
            <translation>&amp;Fusionar duplicado…</translation>
        </message>
        <message>
            <source>&amp;Deactivate</source>
            <translation>&amp;Desactivar</translation>
        </message>
        <message>
            <source>Personal &amp;link…</source>
            <translation>&amp;Enlace personal…</translation>
        </message>
        <message>
            <source>&amp;Reactivate</source>
            <translation>&amp;Reactivar</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Añadir jugador</translation>
        </message>
        <message>
            <source>Merge players</source>
            <translation>Fusionar jugadores</translation>
        </message>
    </context>
    <context>
        <name>PointsRaceChart</name>
        <message>
            <source>Points race (top {count}): dashed lines only tell neighbouring players apart</source>
            <translation>Carrera por puntos (top {count}): las líneas discontinuas solo distinguen jugadores vecinos</translation>
        </message>
        <message>
            <source>Points race (top {count})</source>
            <translation>Carrera por puntos (top {count})</translation>
        </message>
        <message>
            <source>Points race: no events yet</source>
            <translation>Carrera por puntos: aún no hay torneos</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Torneo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
    </context>
    <context>
        <name>StandingsTableModel</name>
        <message>
            <source>Rank</source>
            <translation>Puesto</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Best results</source>
            <translation>Mejores resultados</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Torneos</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victorias</translation>
        </message>
        <message>
            <source>Knockouts</source>
            <translation>Eliminaciones</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Penalizaciones</translation>
        </message>
        <message>
            <source>Championship</source>
            <translation>Campeonato</translation>
        </message>
        <message>
            <source>Bounties</source>
            <translation>Recompensas</translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message>
            <source>Filter players…</source>
            <translation>Filtrar jugadores…</translation>
        </message>
        <message>
            <source>Double-click or press Enter to open the player's page; right-click to decline or restore a championship invitation</source>
            <translation>Doble clic o Intro abre la página del jugador; clic derecho para rechazar o restablecer una invitación al campeonato</translation>
        </message>
        <message>
            <source>&amp;Decline championship invitation</source>
            <translation>&amp;Rechazar la invitación al campeonato</translation>
        </message>
        <message>
            <source>&amp;Invite to the championship again</source>
            <translation>&amp;Invitar de nuevo al campeonato</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n jugador</numerusform>
                <numerusform>%n jugadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n event(s)</source>
            <translation>
                <numerusform>tras %n torneo</numerusform>
                <numerusform>tras %n torneos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of about %n event(s)</source>
            <translation>
                <numerusform>tras {played} de unos %n torneo</numerusform>
                <numerusform>tras {played} de unos %n torneos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of %n event(s)</source>
            <translation>
                <numerusform>tras {played} de %n torneo</numerusform>
                <numerusform>tras {played} de %n torneos</numerusform>
            </translation>
        </message>
        <message>
            <source>(an estimate: set Nights in the season in Season setup)</source>
            <translation>(una estimación: indique «Noches de la temporada» en la configuración de la temporada)</translation>
        </message>
        <message>
            <source>Who owes: {debts}</source>
            <translation>Quién debe: {debts}</translation>
        </message>
    </context>
</TS>
