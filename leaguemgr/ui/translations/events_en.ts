<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AddPlayerBar</name>
        <message numerus="yes">
            <source>%n players match '{text}' ({names}): keep typing</source>
            <translation>
                <numerusform>%n player matches '{text}' ({names}): keep typing</numerusform>
                <numerusform>%n players match '{text}' ({names}): keep typing</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DealersEditor</name>
        <message numerus="yes">
            <source>%n players match '{text}': keep typing</source>
            <translation>
                <numerusform>%n player matches '{text}': keep typing</numerusform>
                <numerusform>%n players match '{text}': keep typing</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EntriesTableModel</name>
        <message numerus="yes">
            <source>has %n free entries</source>
            <translation>
                <numerusform>has %n free entry</numerusform>
                <numerusform>has %n free entries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EventEditor</name>
        <message numerus="yes">
            <source>Added {name}: has %n free entries from dealing (tick Free entry)</source>
            <translation>
                <numerusform>Added {name}: has %n free entry from dealing (tick Free entry)</numerusform>
                <numerusform>Added {name}: has %n free entries from dealing (tick Free entry)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message numerus="yes">
            <source>Delete event {number} and its %n entries? (Undo brings it back.)</source>
            <translation>
                <numerusform>Delete event {number} and its %n entry? (Undo brings it back.)</numerusform>
                <numerusform>Delete event {number} and its %n entries? (Undo brings it back.)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayerDetail</name>
        <message numerus="yes">
            <source>%n event(s) played</source>
            <translation>
                <numerusform>%n event played</numerusform>
                <numerusform>%n events played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n win</numerusform>
                <numerusform>%n wins</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StandingsView</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after %n event(s)</source>
            <translation>
                <numerusform>after %n event</numerusform>
                <numerusform>after %n events</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of about %n event(s)</source>
            <translation>
                <numerusform>after {played} of about %n event</numerusform>
                <numerusform>after {played} of about %n events</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>after {played} of %n event(s)</source>
            <translation>
                <numerusform>after {played} of %n event</numerusform>
                <numerusform>after {played} of %n events</numerusform>
            </translation>
        </message>
    </context>
</TS>
