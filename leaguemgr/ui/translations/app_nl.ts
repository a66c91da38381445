<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>BackupActions</name>
    <message>
        <source>&amp;Back up now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore from Back&amp;up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up the league database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a different file: a backup cannot replace the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up to {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {backup} back as {league}?

The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {league} from {backup}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CashBoxPanel</name>
    <message>
        <source>The season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy-ins paid at the nights and payments recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes and bounties handed over, and payouts recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funds held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The funds, dues and charges, less free entries and prizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owed to the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaid entries, dues and charges not yet paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owed by the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prizes and credits the league has not paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funds held - owed to + owed by the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night, the season or the whole league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>League files (*.league.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import league file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from &amp;TD3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a TD3 &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sprea&amp;dsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export league file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent leagues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import league file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import {file} into {league}?

Seasons with the same names are replaced and players with the same ids are updated. Edit ▸ Undo takes the whole import back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported the TD3 tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported the spreadsheet&apos;s nights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export league file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the league to {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source># leaguemgr

The guide (README.md) is not in this installation. It is the front page of the project&apos;s source, under “Guide”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaguemgr guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to leaguemgr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A &lt;b&gt;sample league&lt;/b&gt; is open: a season of eleven nights to look around in. Nothing you change there matters, and Edit ▸ Undo takes it back.&lt;/p&gt;&lt;p&gt;When you are ready, &lt;b&gt;start your own league&lt;/b&gt;: a name and a currency, then its first season with your rules (or the AZ or FNC rules to begin with). Help ▸ Guide explains the screens.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loo&amp;k around the sample league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Your league &lt;b&gt;{league}&lt;/b&gt; is open. Help ▸ Guide explains the screens; File ▸ New league… starts another one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep working on your league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Welcome to leaguemgr&lt;/h3&gt;&lt;p&gt;It keeps a poker league: each night&apos;s entries, money and payouts, the points race, the bounty, dealer credits and the championship.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick start: your own league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About leaguemgr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About leaguemgr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs a poker league: events, payouts, bounties, dealer credits, the points race and the championship.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>The System&apos;s ({language})</source>
        <translation>Die van het systeem ({language})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>leaguemgr will speak {language} the next time it is opened.</source>
        <translation>leaguemgr spreekt {language} zodra het weer wordt geopend.</translation>
    </message>
</context>
<context>
    <name>LeagueChooser</name>
    <message>
        <source>League databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the current league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open league database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New league database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} already exists. Choose another name, or use File ▸ Open… to open it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueFormats</name>
    <message>
        <source>Not set: as leaguemgr always wrote (1,234.50, 2026-01-31)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a currency code (e.g. EUR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a locale (e.g. de_DE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueSettingsDialog</name>
    <message>
        <source>League settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set: this computer&apos;s own ({zone})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to find a zone: a city, a region…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every night&apos;s answer-by time and every answer&apos;s time are in this zone, wherever the league is opened or served.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Locale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find a zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the league&apos;s time zone to {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the league&apos;s money and formats to {formats}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerLineDialog</name>
    <message>
        <source>Record payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player pays the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league charges the player (a fine, a fee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league pays the player (a prize, a refund)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name</source>
        <extracomment>What each kind is most often for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (a correction says so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Reading the rest of the league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change is saved to the league database the moment you make it; Edit ▸ Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The season every screen shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;League Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league&apos;s time zone (and its currency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seaso&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ni&amp;ght</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; &amp;Phones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read-only page of the clock, seats and standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV by Lin&amp;k…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big screen on any TV with a browser, by its address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let others run the night from their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who Is &amp;Coming…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan the next nights and see the players&apos; answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seatin&amp;g on a second screen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {league}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; page could not come back: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed but not saved yet: save or apply it on its screen (everything else is saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(server: {place})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league open in this window: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} is running: the Night screen shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoneyView</name>
    <message>
        <source>owes {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is owed {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <extracomment>The choices of the filter: (what the proxy is told, what the organizer reads).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owes the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league owes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payment</source>
        <extracomment>A line&apos;s kind and what it is for, as the organizer reads them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record &amp;payment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay&amp;out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player to see their lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owed to the league: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owed by the league: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dues unpaid: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected at the season&apos;s end: {amount} in prizes, in no balance yet: owed once the last planned night is closed or the regular season is marked complete in Season setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected at the season&apos;s end (not owed yet): {players}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputActions</name>
    <message>
        <source>Excel workbook, every sheet (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings as CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts as CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings as PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; standings page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger lines as CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player statements as PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last night&apos;s cash sheet as PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print event pa&amp;yout sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print ni&amp;ght sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event {number} payout sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print payout sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the payout sheet of event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>The league cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Automatic backups of this league, newest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore the selected backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open another league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new league…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Restoring</name>
    <message>
        <source>Restore from backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore {backup}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league as it was is kept in {file}; it is listed among the backups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{league} is back as it was in the backup {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Championship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season se&amp;tup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerActions</name>
    <message>
        <source>Open League on a Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this league to a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy as a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the server&apos;s name and port, the network, and that the server is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the database&apos;s name. A new league needs an empty database, made once by whoever runs the server (createdb league).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask whoever runs the server for a role that may write the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league was saved by a newer leaguemgr: install that version to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the URL, or ask whoever runs the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The league on the server could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open League on a Ser&amp;ver…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a league kept in a PostgreSQL database, by several venues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move this league to a server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this league into an empty database on a PostgreSQL server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;copy as a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole league, as it is now, in a league file of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {place}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}  (server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole league is copied into this PostgreSQL database (made empty by whoever runs the server: createdb league). This file stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the league on the server now? From then on every venue opens it from {place}; {file} stays as it was, as a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying the league to {place}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} already holds a league.

Replace it with this one? What it holds now is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Standings Image</source>
        <extracomment>Seconds a webhook has to answer (tests make it short). The last publish that went through: (when, what), shown in the status bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish &amp;When a Night Closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings image copied: paste it into the group&apos;s chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no webhook or folder set (Share ▸ Publishing Settings…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing season {season}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done} at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not published: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
