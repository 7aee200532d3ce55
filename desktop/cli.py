"""Command line of Balcão: starts the application or runs an administrative command.

Every command reuses the services of the application; nothing here holds business logic.
"""

import argparse
import io
import logging
import platform
import sys
from collections.abc import Sequence

from desktop import __version__
from desktop.logs import configure_logging, log_file, log_unexpected

logger = logging.getLogger("desktop.cli")
# sysexits' EX_SOFTWARE: a bug, as opposed to the 1 and 2 of a refusal or a bad command line.
EXIT_UNEXPECTED = 70


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

    migrate = commands.add_parser("migrate", help="atualiza o esquema do banco de dados")
    migrate.add_argument(
        "--papel-aplicacao",
        metavar="PAPEL",
        help="PostgreSQL: depois das migrações (feitas com o dono do esquema, o usuário de "
        "--database), dá a este papel só o que o aplicativo precisa",
    )

    backup = commands.add_parser("backup", help="copia o banco SQLite para um arquivo")
    backup.add_argument("target", metavar="ARQUIVO")

    audit = commands.add_parser("audit", help="histórico de alterações")
    audit.add_argument("action", choices=["verificar"], metavar="verificar")

    gtfs = commands.add_parser(
        "gtfs", help="publica as linhas em vigor como feed GTFS (dados abertos)"
    )
    gtfs.add_argument("file", metavar="ARQUIVO.zip")
    gtfs.add_argument(
        "--data", metavar="DD/MM/AAAA", help="linhas em vigor nesta data (padrão: hoje)"
    )
    gtfs.add_argument(
        "--url",
        required=True,
        help="endereço na internet onde o público consulta as linhas (agency_url do GTFS: "
        "o cadastro das empresas não tem site)",
    )

    server = commands.add_parser(
        "servidor", help="servidor PostgreSQL do escritório, para várias estações"
    )
    server.add_argument(
        "action",
        choices=["iniciar", "parar", "estado", "registrar", "desregistrar"],
        metavar="AÇÃO",
        help="registrar: torna o servidor um serviço que inicia com o Windows (como "
        "administrador); desregistrar: desfaz isso, mantendo a pasta e os dados",
    )
    server.add_argument("directory", metavar="PASTA")
    server.add_argument(
        "--endereco",
        default="127.0.0.1",
        help="endereço IP desta máquina na rede do escritório (só na criação)",
    )
    server.add_argument("--porta", type=int, default=5432, help="porta TCP (só na criação)")

    network = commands.add_parser(
        "rede", help="rede estadual: a sede e os servidores dos escritórios replicando"
    )
    network.add_argument(
        "action", choices=["sede", "entrar", "estado", "sair", "revogar"], metavar="AÇÃO"
    )
    network.add_argument(
        "directory",
        metavar="PASTA",
        help="a pasta do servidor; em sede, estado e revogar, também a URL da sede num "
        "PostgreSQL existente",
    )
    network.add_argument(
        "sede", nargs="?", metavar="URL-DA-SEDE", help="entrar e sair: o endereço da sede"
    )
    network.add_argument(
        "--endereco", default="127.0.0.1", help="sede: endereço IP desta máquina (na criação)"
    )
    network.add_argument("--porta", type=int, default=5432, help="sede: porta TCP (na criação)")
    network.add_argument("--chave", default="", help="revogar: a identificação da chave")
    network.add_argument("--motivo", default="", help="revogar: o motivo da revogação")
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
    if not args.selftest:  # the self-test leaves the user's data folder alone
        configure_logging()
    logger.info(
        "Balcão %s iniciado: %s (Python %s, %s)",
        __version__,
        "autoteste" if args.selftest else args.command or "aplicativo",
        platform.python_version(),
        platform.platform(),
    )
    try:
        return run_command(args)
    except Exception as error:  # noqa: BLE001 - a bug: logged under a code, told in Portuguese
        incident = log_unexpected(error)
        where = log_file()
        print(
            "Erro inesperado: o comando pode não ter sido concluído. Informe ao suporte o "
            f"código do incidente {incident}"
            + (f" (registro: {where})." if where is not None else "."),
            file=sys.stderr,
        )
        return EXIT_UNEXPECTED


def run_command(args: argparse.Namespace) -> int:
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

        return migrate_command(args.database, args.papel_aplicacao)
    if args.command == "backup":
        from desktop.models.startup import backup_command

        return backup_command(args.database, args.target)
    if args.command == "audit":
        from desktop.services.office.audit_cli import audit_command

        return audit_command(args.database)
    if args.command == "gtfs":
        from desktop.services.lines.gtfs_cli import gtfs_command

        return gtfs_command(args.file, args.data, args.url, database_url=args.database)
    if args.command == "servidor":
        from desktop.services.network.server_cli import server_command

        return server_command(args.action, args.directory, args.endereco, args.porta)
    if args.command == "rede":
        from desktop.services.network.network_cli import network_command

        return network_command(
            args.action,
            args.directory,
            args.sede,
            args.endereco,
            args.porta,
            revocation=(args.chave, args.motivo),
        )
    from desktop.app import run_app

    return run_app(database_url=args.database, demo=args.demo)


if __name__ == "__main__":
    sys.exit(main())
