<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>The System's ({language})</source>
            <translation>El del sistema ({language})</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>leaguemgr will speak {language} the next time it is opened.</source>
            <translation>leaguemgr hablará {language} la próxima vez que se abra.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
    </context>
</TS>
