<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>Celle du système ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr parlera {language} à sa prochaine ouverture.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
    </context>
</TS>
