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
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "PortugueseBR"

Var PreviousVersion
Var PreviousDir

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
SectionEnd

Section "un.${APP_NAME} (programa)" UnSecProgram
  SectionIn RO
  SetShellVarContext all
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
