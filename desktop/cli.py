"""Command line of Balcão: starts the application or runs an administrative command.

Every command reuses the services of the application; nothing here holds business logic.
"""

import argparse
import io
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="balcao",
        description="Balcão — fretamento intermunicipal de passageiros.",
    )
    parser.add_argument(
        "--database",
        metavar="URL",
        help="banco de dados (URL SQLAlchemy); padrão: BALCAO_DATABASE_URL ou o arquivo "
        "SQLite na pasta de dados do usuário",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="abre o aplicativo num escritório de demonstração (pasta temporária)",
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="verifica a instalação (migrações, documento assinado, verificação) e sai",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMANDO")

    verify = commands.add_parser("verify", help="verifica um documento PDF emitido")
    verify.add_argument("file", metavar="ARQUIVO.pdf")

    demo = commands.add_parser("demo", help="cria um escritório de demonstração na pasta")
    demo.add_argument("directory", metavar="PASTA")

    commands.add_parser("migrate", help="atualiza o esquema do banco de dados")

    backup = commands.add_parser("backup", help="copia o banco SQLite para um arquivo")
    backup.add_argument("target", metavar="ARQUIVO")
    return parser


def use_utf8_output() -> None:
    """On Windows, print UTF-8 to a pipe or file, as on Linux: Python would otherwise encode
    in the ANSI code page, and accents would reach CI logs and redirected output garbled. A
    console is already UTF-8 to Python (PEP 528); the windowed program has no streams."""
    if sys.platform != "win32":
        return
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    use_utf8_output()
    args = build_parser().parse_args(argv)
    if args.selftest:
        from desktop.selftest import run_selftest

        return run_selftest()
    if args.command == "verify":
        from desktop.verify_cli import verify_command

        return verify_command(args.file, database_url=args.database)
    if args.command == "demo":
        from desktop.demo.office import demo_command

        return demo_command(args.directory)
    if args.command == "migrate":
        from desktop.models.startup import migrate_command

        return migrate_command(args.database)
    if args.command == "backup":
        from desktop.models.startup import backup_command

        return backup_command(args.database, args.target)
    from desktop.app import run_app

    return run_app(database_url=args.database, demo=args.demo)


if __name__ == "__main__":
    sys.exit(main())
