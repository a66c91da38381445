<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
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
        <name>MainWindow</name>
        <message>
            <source>Settings</source>
            <translation>Instellingen</translation>
        </message>
    </context>
</TS>
