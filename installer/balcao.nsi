; Windows installer of Balcão (NSIS 3, Unicode, Portuguese of Brazil).
;
; Compiled by installer/build.sh (Linux) and .github/workflows/windows.yml (Windows):
;   makensis -DVERSION=0.1.0 -DVERSION_NUMBERS=0.1.0.0 -DDIST_DIR=$PWD/dist/balcao
;            -DOUT_FILE=$PWD/dist/balcao-0.1.0-setup.exe installer/balcao.nsi
; VERSION comes from pyproject.toml; DIST_DIR is the PyInstaller one-folder build, copied
; whole (File /r), so the installer never needs a file list of its own. makensis works in
; this folder (installer/): pass DIST_DIR and OUT_FILE as absolute paths.
;
; Per-machine install under Program Files. The office database and keys are not program
; files: the application keeps them in the user's data folder (platformdirs:
; %LOCALAPPDATA%\Balcao), so an upgrade never touches them and the uninstaller removes them
; only when the user ticks "Remover também o banco de dados e as chaves".
;
; Optionally (section "Servidor do escritório", unticked) the office server of issue 19:
; `balcao-cli servidor iniciar` creates it in the folder given, `servidor registrar` makes it a
; Windows service that starts with the machine (desktop/services/network/windows_service.py).
; Silently: setup.exe /S /SERVIDOR=C:\BalcaoServidor /ENDERECO=192.168.0.10 [/PORTA=5432].
; An upgrade registers the service again over the new program files and brings the schema up
; to date; the uninstaller removes the service and leaves the server's folder and data.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "Passe a versão: makensis /DVERSION=x.y.z (de pyproject.toml)"
!endif
!ifndef VERSION_NUMBERS
  !error "Passe a versão em quatro números: makensis /DVERSION_NUMBERS=x.y.z.0"
!endif
!ifndef DIST_DIR
  !error "Passe a pasta gerada pelo PyInstaller: makensis /DDIST_DIR=dist/balcao"
!endif
!ifndef OUT_FILE
  !define OUT_FILE "balcao-${VERSION}-setup.exe"
!endif

; Code signing (docs/release.md): with -DSIGN_COMMAND="<command>", makensis runs
; `<command> "<file>"` on the uninstaller it embeds and on the finished installer, and fails
; when the command does.
!ifdef SIGN_COMMAND
  !uninstfinalize '${SIGN_COMMAND} "%1"' = 0
  !finalize '${SIGN_COMMAND} "%1"' = 0
!endif

!define APP_NAME "Balcão"
!define APP_KEY "Balcao"
!define PUBLISHER "Balcão"
!define MAIN_EXE "balcao.exe"
!define CLI_EXE "balcao-cli.exe"
!define UNINSTALLER "uninstall.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_KEY}"
; platformdirs.user_data_dir("Balcao", appauthor=False) on Windows.
!define DATA_DIR "$LOCALAPPDATA\Balcao"

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"
!include "x64.nsh"
!include "nsDialogs.nsh"
!include "Sections.nsh"

Name "${APP_NAME} ${VERSION}"
OutFile "${OUT_FILE}"
InstallDir "$PROGRAMFILES64\${APP_KEY}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
ShowInstDetails show
ShowUninstDetails show
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_NUMBERS}"
VIFileVersion "${VERSION_NUMBERS}"
VIAddVersionKey /LANG=1046 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1046 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1046 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1046 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1046 "FileDescription" "Instalador do ${APP_NAME}"
VIAddVersionKey /LANG=1046 "LegalCopyright" "© ${PUBLISHER}"

!define MUI_ICON "balcao.ico"
!define MUI_UNICON "balcao.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${MAIN_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Abrir o ${APP_NAME} agora"
!define MUI_COMPONENTSPAGE_NODESC

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
Page custom ServerPageShow ServerPageLeave
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "PortugueseBR"

Var PreviousVersion
Var PreviousDir
Var ServerFolder
Var ServerAddress
Var ServerPort
Var ServerFolderField
Var ServerAddressField
Var ServerPortField
; The folder of the office server registered by an earlier install, if any.
Var RegisteredServer

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "O ${APP_NAME} requer o Windows de 64 bits."
    Abort
  ${EndIf}
  SetRegView 64
  ; An earlier install: upgrade it in place, in the folder it was installed in.
  ReadRegStr $0 HKLM "${UNINSTALL_KEY}" "InstallLocation"
  ReadRegStr $PreviousVersion HKLM "${UNINSTALL_KEY}" "DisplayVersion"
  ${If} $0 != ""
  ${AndIf} ${FileExists} "$0\${MAIN_EXE}"
    StrCpy $PreviousDir $0
    StrCpy $INSTDIR $0
  ${EndIf}
  ReadRegStr $RegisteredServer HKLM "${UNINSTALL_KEY}" "ServerFolder"
  Call ReadServerOptions
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

; Removes the program files of an earlier version, and only those: the folder may be one
; the user picked, so it is never deleted wholesale. Data never lives here.
!macro RemoveProgramFiles DIR
  RMDir /r "${DIR}\_internal"
  Delete "${DIR}\${MAIN_EXE}"
  Delete "${DIR}\${CLI_EXE}"
  Delete "${DIR}\${UNINSTALLER}"
!macroend

Section "${APP_NAME}" SecProgram
  SectionIn RO
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  ${If} $PreviousDir != ""
    DetailPrint "Atualizando a versão $PreviousVersion instalada em $PreviousDir"
    ${If} $RegisteredServer != ""
      ; The service runs PostgreSQL from the program files about to be replaced.
      DetailPrint "Parando o serviço do servidor do escritório ($RegisteredServer)"
      nsExec::ExecToLog '"$PreviousDir\${CLI_EXE}" servidor desregistrar "$RegisteredServer"'
      Pop $0
    ${EndIf}
    !insertmacro RemoveProgramFiles "$PreviousDir"
    ${If} $PreviousDir != $INSTDIR
      RMDir "$PreviousDir"
    ${EndIf}
  ${EndIf}
  !insertmacro RemoveProgramFiles "$INSTDIR"
  File /r "${DIST_DIR}/*.*"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortCut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${MAIN_EXE}" "" "$INSTDIR\${MAIN_EXE}" 0
  CreateShortCut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${MAIN_EXE}" "" "$INSTDIR\${MAIN_EXE}" 0

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${MAIN_EXE},0"
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" $0

  ${If} $RegisteredServer != ""
    ; The earlier install's server: the service again over these files, the schema updated.
    StrCpy $ServerFolder $RegisteredServer
    Call StartServer
  ${EndIf}
SectionEnd

Section /o "Servidor do escritório (PostgreSQL, inicia com o Windows)" SecServer
  ${If} $ServerFolder != $RegisteredServer
    DetailPrint "Criando o servidor do escritório em $ServerFolder ($ServerAddress:$ServerPort)"
    nsExec::ExecToLog '"$INSTDIR\${CLI_EXE}" servidor iniciar "$ServerFolder" --endereco "$ServerAddress" --porta "$ServerPort"'
    Pop $0
    ${If} $0 == 0
      Call StartServer
    ${Else}
      Call ServerFailed
    ${EndIf}
  ${EndIf}
SectionEnd

; Registers the server of $ServerFolder as a service, starts it and brings its schema up to
; date (`servidor iniciar` on a running server); the folder is remembered for upgrades and
; the uninstaller.
Function StartServer
  DetailPrint "Registrando o servidor do escritório como serviço do Windows ($ServerFolder)"
  nsExec::ExecToLog '"$INSTDIR\${CLI_EXE}" servidor registrar "$ServerFolder"'
  Pop $0
  ${If} $0 == 0
    WriteRegStr HKLM "${UNINSTALL_KEY}" "ServerFolder" "$ServerFolder"
    nsExec::ExecToLog '"$INSTDIR\${CLI_EXE}" servidor iniciar "$ServerFolder"'
    Pop $0
  ${EndIf}
  ${If} $0 != 0
    Call ServerFailed
  ${EndIf}
FunctionEnd

Function ServerFailed
  MessageBox MB_OK|MB_ICONEXCLAMATION "O programa foi instalado, mas o servidor do escritório não pôde ser criado ou iniciado: veja os detalhes da instalação e o arquivo servidor.log em $ServerFolder." /SD IDOK
  SetErrorLevel 3
FunctionEnd

; /SERVIDOR=PASTA [/ENDERECO=IP] [/PORTA=N] tick the server's section (silent installs).
Function ReadServerOptions
  SetShellVarContext all
  StrCpy $ServerFolder "$APPDATA\${APP_KEY}\servidor"
  StrCpy $ServerPort "5432"
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/SERVIDOR=" $R1
  ${IfNot} ${Errors}
    StrCpy $ServerFolder $R1
    !insertmacro SelectSection ${SecServer}
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/ENDERECO=" $R1
  ${IfNot} ${Errors}
    StrCpy $ServerAddress $R1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/PORTA=" $R1
  ${IfNot} ${Errors}
    StrCpy $ServerPort $R1
  ${EndIf}
  ${If} $RegisteredServer != ""
    ; Already there: upgrades keep it (SecProgram), nothing to ask.
    StrCpy $ServerFolder $RegisteredServer
    !insertmacro UnselectSection ${SecServer}
    SectionSetText ${SecServer} ""
  ${EndIf}
FunctionEnd

Function ServerPageShow
  ${IfNot} ${SectionIsSelected} ${SecServer}
    Abort
  ${EndIf}
  !insertmacro MUI_HEADER_TEXT "Servidor do escritório" "O banco que as estações do escritório compartilham, nesta máquina."
  nsDialogs::Create 1018
  Pop $0
  ${NSD_CreateLabel} 0 0 100% 20u "Pasta do servidor, nova ou vazia (só os administradores desta máquina poderão lê-la: ela guarda as senhas):"
  Pop $0
  ${NSD_CreateDirRequest} 0 21u -62u 12u "$ServerFolder"
  Pop $ServerFolderField
  ${NSD_CreateBrowseButton} -58u 20u 58u 14u "&Procurar..."
  Pop $0
  ${NSD_OnClick} $0 ServerBrowse
  ${NSD_CreateLabel} 0 42u 100% 10u "Endereço IP desta máquina na rede do escritório (por exemplo 192.168.0.10):"
  Pop $0
  ${NSD_CreateText} 0 53u 40% 12u "$ServerAddress"
  Pop $ServerAddressField
  ${NSD_CreateLabel} 0 74u 100% 10u "Porta TCP:"
  Pop $0
  ${NSD_CreateNumber} 0 85u 20% 12u "$ServerPort"
  Pop $ServerPortField
  ${NSD_CreateLabel} 0 106u 100% 30u "Ao final, os detalhes da instalação mostram o endereço com que as outras estações abrem o Balcão (balcao --database ...)."
  Pop $0
  nsDialogs::Show
FunctionEnd

Function ServerBrowse
  ${NSD_GetText} $ServerFolderField $1
  nsDialogs::SelectFolderDialog "Pasta do servidor do escritório" "$1"
  Pop $1
  ${If} $1 != error
    ${NSD_SetText} $ServerFolderField $1
  ${EndIf}
FunctionEnd

Function ServerPageLeave
  ${NSD_GetText} $ServerFolderField $ServerFolder
  ${NSD_GetText} $ServerAddressField $ServerAddress
  ${NSD_GetText} $ServerPortField $ServerPort
  ${If} $ServerFolder == ""
  ${OrIf} $ServerAddress == ""
  ${OrIf} $ServerPort == ""
    MessageBox MB_OK|MB_ICONEXCLAMATION "Informe a pasta, o endereço IP e a porta do servidor."
    Abort
  ${EndIf}
FunctionEnd

Section "un.${APP_NAME} (programa)" UnSecProgram
  SectionIn RO
  SetShellVarContext all
  ReadRegStr $0 HKLM "${UNINSTALL_KEY}" "ServerFolder"
  ${If} $0 != ""
    DetailPrint "Removendo o serviço do servidor do escritório; a pasta $0 e os dados continuam"
    nsExec::ExecToLog '"$INSTDIR\${CLI_EXE}" servidor desregistrar "$0"'
    Pop $1
  ${EndIf}
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  !insertmacro RemoveProgramFiles "$INSTDIR"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd

; Unticked by default: the office database and signing keys stay for a reinstall.
Section /o "un.Remover também o banco de dados e as chaves" UnSecData
  SetShellVarContext current
  DetailPrint "Removendo o banco de dados e as chaves em ${DATA_DIR}"
  RMDir /r "${DATA_DIR}"
SectionEnd
