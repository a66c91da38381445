<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AddPlayerBar</name>
    <message>
        <source>&amp;Add player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type a few letters of the name, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n players match &apos;{text}&apos; ({names}): keep typing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddPlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub (plays now and then; not a regular)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guest (plays and is paid; not in the league table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a player named {name}. Use Merge if it is the same person.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealersEditor</name>
    <message>
        <source>full game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deale&amp;rs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer&apos;s name, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space switches the selected dealer between full and half game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player matches &apos;{text}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n players match &apos;{text}&apos;: keep typing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftUndo</name>
    <message>
        <source>Event number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick-a-stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout bounties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash-out night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busted by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field} of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntriesTableModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busted by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an amount of money</source>
        <extracomment>Cells are shown, not edited (a read-only league). A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free entry earned from dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is a {status}: no on time bonus for a player who did not come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is a {status}: no exact change bonus for a player who did not come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is now a {status}: the on-time and exact-change bonuses were cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>has %n free entries</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EntriesTableView</name>
    <message>
        <source>who busted this player, one name per bust</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntriesToolbar</name>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill finishes from row order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventCommands</name>
    <message>
        <source>New event {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete event {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save event {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventEditor</name>
    <message>
        <source>Season&apos;s structure</source>
        <extracomment>Where the rules put &quot;paid less (or more) than the pool&quot; (SPEC 8), explained on save. The banner was updated: saved or unsaved may have changed. A new event as opened, not stored: it is saved only once it differs from this. The draft&apos;s own edits, undone first (see :mod:`leaguemgr.ui.events.draft_undo`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record what was &amp;paid / Deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid / Deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind str&amp;ucture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event selected: choose one in the list or create a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} not saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event {number}: stored once you type its night and save (Ctrl+S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number}: shown read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number}: unsaved changes (Ctrl+S saves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number}: saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already entered: row {row} is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Added {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cash-out night: type what each player cashed out in the Cash out column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type every finish first: what was paid is recorded by finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the payout table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record what was paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not on the roster. Add {name} as a new player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player matches &apos;{name}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what was paid does not sum to the prize pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the money paid stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventFieldsForm</name>
    <message>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick-a-stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each entry chooses its buy-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash-ou&amp;t night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timed game: every player&apos;s chips were cashed out at the end. Type each cash-out in the Cash out column; the finishes follow from them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many entries the league does not name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rebuys of those entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many add-ons of those entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed entr&amp;ies</source>
        <extracomment>The unnamed entries, placed by the editor in the side panel&apos;s Money (they count in the field, the gross and the pool): a row of their own here would take an entry&apos;s row from the table on a 600-pixel screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their add-ons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every entry&apos;s points at this night are multiplied by it: 2 for a final worth double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knockout bounties of this night: the season&apos;s, or its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bounty every buy-in and rebuy puts on a head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive: the percent of a head paid to the hitman at once (the rest goes onto the hitman&apos;s own head)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event n&amp;o.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-in {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-on {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points &amp;x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kno&amp;ckouts</source>
        <extracomment>The night&apos;s knockout bounties and whether it was played to a cash-out, placed by the editor in the side panel&apos;s Money under the unnamed entries (beside the prices they would squeeze the form past a 1024-pixel screen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty {money}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid at once %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season&apos;s (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season&apos;s (fixed {amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season&apos;s (progressive {amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded by the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>season {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season rule (unlimited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season rule ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventMoneyCheck</name>
    <message>
        <source>Saved as edited, event {number} moves this money:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} is closed: its money was paid. Saved as edited, the season&apos;s nights would pay this instead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save, and change the money</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventSidePanel</name>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money added to this event&apos;s prize pool from outside the buy-ins: the house, a sponsor, a guarantee (Alt+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the pool &amp;by the house or a sponsor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to record what was really paid (a chop, a deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points and knockouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems ({count}): fix them to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ knockout bounties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comped (free entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts: paid by a deal (not the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts: as paid (not the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not paid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record what was paid / Deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, won by &lt;b&gt;{winner}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}, carries over to the next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bounty&lt;/b&gt; on {target}: pot {pot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knockout bounties&lt;/b&gt; collected: {paid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points and knockouts: once every finish is in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer {row}: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventsListModel</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (championship)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventsView</name>
    <message>
        <source>Filter events (number, name, date)…</source>
        <extracomment>The unsaved state changed, or what Edit ▸ Undo should take back first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Event {number} has unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events of {season}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events of season {season}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergePlayersDialog</name>
    <message>
        <source>Choose the duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the duplicate and merge the other away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge a duplicate into {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the player to merge away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other player to merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every entry, knockout, dealt game and championship decision of {duplicate} becomes {kept}&apos;s, and {duplicate} is removed from the roster. Edit ▸ Undo puts everything back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaidDialog</name>
    <message>
        <source>Even split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip-chop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICM (by stacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record what was paid / Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each player was really paid. The finishes stay as played: a chop between 1st and 2nd keeps one winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stacks, best finish first: 60000, 40000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chop (Alt+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among the to&amp;p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player who was paid (Alt+W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the payout table (Alt+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top {count} are not {count} players with finishes 1 to {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: an amount paid is not negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid {paid} of a prize pool of {pool}: {difference} more than the pool (asked on save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid {paid} of a prize pool of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type {count} stacks, best finish first, to deal by chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stack is a whole number of chips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaidDifference</name>
    <message>
        <source>Paid beyond the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} paid {amount} more than its prize pool of {pool}.

Record the {amount} as added to the pool by the house or a sponsor?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not paid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} of event {number}&apos;s prize pool of {pool} was not paid out.
Set it aside into the fund (type a new name or pick one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>Add player {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {name} a sub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {name} a regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {name} a guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make {name} a member of the league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactivate {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge {duplicate} into {kept}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerDetail</name>
    <message>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealt full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealt half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties won:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout bounties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season prize:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockouts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games dealt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entries used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entries earned:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free entries left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a player in the roster to see their season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season {season}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>if the season ended now (not paid yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{full} full, {half} half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{units} of {needed}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerLinkDialog</name>
    <message>
        <source>Personal link: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league&apos;s site: {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight, on the venue&apos;s network: {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s own page: standings, nights, balance and the next nights&apos; answers. No password: whoever has the link can answer for them. Reissue it if it leaked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reissue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This league is read-only: no link can be issued here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link was issued: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reissue the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {name} a new link? The old one stops working at once: a printed card or a message with it will no longer open the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card: {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersTableModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub</source>
        <extracomment>Players are shown, not edited (a read-only league).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press F2 or double-click to rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticked: a sub, who plays now and then (not a regular)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticked: a guest, who plays and is paid but has no standings line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unticked: no longer plays; kept for the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular events played in the selected season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the player owes the league, or the league owes them (Money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Search players…</source>
        <extracomment>Where the app serves the league&apos;s pages on the venue&apos;s network (&quot;&quot; when it does not); the main window tells.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal &amp;link…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointsRaceChart</name>
    <message>
        <source>Points race (top {count}): dashed lines only tell neighbouring players apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points race (top {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points race: no events yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Filter players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or press Enter to open the player&apos;s page; right-click to decline or restore a championship invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decline championship invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invite to the championship again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after {played} of about %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after {played} of %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(an estimate: set Nights in the season in Season setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who owes: {debts}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
