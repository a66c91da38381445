<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ChampionshipResultPanel</name>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the recorded championship event (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type each player&apos;s finish (1 = champion; equal numbers for a tie).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type at least one finish before saving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishes changed: press Save result to record them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChampionshipRulesForm</name>
    <message>
        <source>Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subs may play the championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make-up buy-in ({money} per missed event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus chips (% of chips in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus chips per season point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fund whose set-asides make the championship pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-in ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool from fund</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChampionshipView</name>
    <message>
        <source>Dra&amp;w…</source>
        <extracomment>Finishes typed into the result and not saved came or went (for the status bar).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the players tied at the cut by a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected player declines; the next eligible player is invited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick a player who pays the make-up buy-in to take a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove make-up (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take away the selected make-up buy-in: the standings no longer offer it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded, but the standings no longer offer them: each joins neither the field nor the pool. Select one and press Delete to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No make-up offers: every seat is taken or none are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total pool:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChipsForm</name>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-time bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact-change bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Draw for the last seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fair draw by the computer&apos;s random source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw at random, or put the players in the order drawn with cards at the table (first drawn first). The standings and the cut follow the order recorded; Edit ▸ Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn at random. OK records this order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DuesForm</name>
    <message>
        <source>Nothing: dues are only money owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: no points after the due event until paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship: not eligible unless paid by the last event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player who plays a regular event is charged the dues once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues per player ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due by event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaid dues cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subs pay dues too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FundsView</name>
    <message>
        <source>Funds: what each one feeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fund…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected fund here and in the nights already closed (one edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name of fund &apos;{fund}&apos;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fund {old} to {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fund &apos;{old}&apos; to &apos;{new}&apos; in season {season}&apos;s rules and in the nights already closed. This money moves with the name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number}: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fund &apos;{old}&apos; to &apos;{new}&apos; in season {season}&apos;s rules. No closed night has put money into it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed, &apos;{new}&apos; feeds {feeds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit ▸ Undo puts the old name back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate a blind structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels have an &amp;ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generated levels replace every row of the structure.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnockoutForm</name>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed: the hitman takes the whole bounty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive: part paid, the rest onto the hitman&apos;s head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockout bounty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every buy-in and rebuy buys a bounty on the player&apos;s head, paid to whoever knocks them out; the bounties are taken from the gross before the set-asides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty per head ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid at once (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n entries at {buyin}: {bounties} in bounties first, a pool of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewSeasonWizard</name>
    <message>
        <source>New season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; Bac&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NightForm</name>
    <message>
        <source>Random open seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 3, largest short table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knockout each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half a knockout each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most {count} redraws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night: tables, rebuys, absent players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unticked: the nights run the AZ way with a bounty or dealer credits, else the FNC way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn as cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card per seat: the suit names the table, Ace = button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 18, 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts of players left at which the whole field is drawn again, instead of breaking tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the bust&apos;s level only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One table up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraws at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuys until level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two hitmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late entry until level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absent chips off at level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absent player forfeits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add-ons per entry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}th</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayoutTableEditor</name>
    <message>
        <source>1 cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout table (percent of the pool by place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add ro&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round each payout to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter whole numbers of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} place has no percentage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} place: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {range} adds up to {total}%, not 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {range}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointsEditor</name>
    <message>
        <source>Neau formula (Fish &apos;N&apos; Chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed points by place + participation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table by field size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points b&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points of 1st, 2nd, 3rd … e.g. 10, 7, 5, 3, 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Participation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For&amp;mula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables: {names}. Functions: {functions}; x if condition else y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> best results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season &amp;counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview for a field of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preview: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paying {buyin} each, no rebuys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paying {buyin} each, no rebuys: {bounties} in knockout bounties first, a pool of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paying {buyin} each, no rebuys: a pool of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoliciesForm</name>
    <message>
        <source>No season penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeits all season points (Fish &apos;N&apos; Chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not eligible for the championship (Azwine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody (first winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attendance, bounty and dealers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late cancel costs the points of the last finisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealers earn free entries (3 full or 6 half games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty on the previous event&apos;s winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside per event ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First event&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricesForm</name>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buy-in ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rebuy ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd-on ({money})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max rebuys per entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rebuy or an add-on, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nights are played to a cash-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player&apos;s chips are cashed out at the end: the event editor asks each player&apos;s cash-out, the finishes follow from them and no payout table is used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SampleLine</name>
    <message>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeasonActions</name>
    <message>
        <source>&amp;New season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete season…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeasonCompleteBox</name>
    <message>
        <source>Regular season complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the regular season is over (say a night was cancelled): its season prizes are owed from today, on the Money screen and in the report. They are owed anyway once the season&apos;s last planned night is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular season complete (its last planned night, {event}, is closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular season complete (since {day})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular season {season} complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular season {season} not complete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeasonEditor</name>
    <message>
        <source>Season {season}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{season} setup has unapplied changes</source>
        <extracomment>Changes not applied yet came or went (the window&apos;s status bar follows). The &quot;New season…&quot; button of a league with no season yet (the window asks the name).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill with the rules of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the form with the {preset} rules (then Apply to keep them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rever&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicaps…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points each player starts the season with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a season: its name and its rules (Alt+N, N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot apply: %n problem(s) (first: {first})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes not applied yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are the saved rules of the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicaps of season {season}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules of season {season} apply from the next event on: the nights already closed keep the money they paid. Worked out again with the new rules, they would pay this instead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply from the next event on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute the closed nights too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rules of season {season}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unapplied rule changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of season {season} have changes that are not applied yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No season yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{season}: rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season {season}: rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeasonPrizesForm</name>
    <message>
        <source>Season prizes (top of the standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid from fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 50, 30, 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared by points among the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetAsidesEditor</name>
    <message>
        <source>% of buy-ins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of gross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{money} per entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{money} per event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-asides to funds (taken in this order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add set-as&amp;ide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove set-aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fund needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsForm</name>
    <message>
        <source>Count-back (more wins, then more 2nds …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw (the Championship screen&apos;s Draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net winnings, then count-back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nights in the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season and standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate from the dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> regular nights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties broken by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>New season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its name, and where its rules come from. Season setup changes them later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your own rules, in a few steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the rules of a &amp;season of this league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of a &amp;file (a league file or a TD3 tournament)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A p&amp;reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>league.json or tournament.tdt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartingPointsDialog</name>
    <message>
        <source>Points a player starts the season with: more for last season&apos;s leaders, fewer (negative) to hold them back. They count in the standings like penalties do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StructureChooser</name>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See and change the levels of the structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock runs: {structure}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the rows with a schedule worked out for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Periods (Ctrl+Ins: a level, Ctrl+B: a break, Ctrl+Del: remove)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 25×8, 100×9, 500×4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips each player starts with: denomination × count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting c&amp;hips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StructureSection</name>
    <message>
        <source>%n level(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n break(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T{stack} to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cl&amp;ock runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>League default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;levels…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
