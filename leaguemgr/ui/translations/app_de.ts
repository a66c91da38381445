<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>Wie das System ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr spricht beim nächsten Öffnen {language}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
    </context>
</TS>
