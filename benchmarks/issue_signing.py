"""One licence issued end to end with the signer prepared once (issue 18 §4), against the
same issue with the signer prepared again for each document — what every document paid
before: the self-signed certificate made from the office key, the key and certificate
converted for pyHanko, and a dummy signature to estimate the room the signature takes —
interleaved in the same run.

    python benchmarks/issue_signing.py sqlite:///F/operators-20000.sqlite3 F/keys-20000 \
        [--rounds 10]

The office may be any built by `benchmarks/operator_search.py` (its key folder is given);
an operator and a bus are registered through the services first.
"""

import argparse
import io
import sys
import time
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import record_bench  # noqa: E402
from benchmarks.deep_pages import signed_in  # noqa: E402
from benchmarks.measure import report  # noqa: E402
from desktop.documents import pdf_signing  # noqa: E402
from desktop.documents.data import OfficeLetterhead  # noqa: E402
from desktop.documents.keys import load_office_signer  # noqa: E402
from desktop.services.licences.issue import issue_licence  # noqa: E402
from desktop.services.vehicles.records import today_of  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("key_dir", type=Path)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    context = signed_in(args.url)
    operator_id, vehicle_id = record_bench._registered_fleet(context, args.key_dir)
    first_day = today_of(context) + timedelta(days=2)

    def issue(number: int) -> float:
        data = record_bench._licence_input(
            operator_id, vehicle_id, first_day + timedelta(days=number), number
        )
        began = time.perf_counter()
        issue_licence(context, data, args.key_dir)
        return time.perf_counter() - began

    issue(0)
    prepared, again = [], []
    for round_number in range(args.rounds):
        prepared.append(issue(2 * round_number + 1))
        pdf_signing._PREPARED.clear()
        again.append(issue(2 * round_number + 2))
    report("issue one licence", prepared, again, "signer prepared for each document")
    time_signature(args.key_dir, args.rounds * 3)
    context.database.dispose()
    return 0


def time_signature(key_dir: Path, rounds: int) -> None:
    """The signature of one page alone, prepared once against prepared each time."""
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    canvas.drawString(72, 720, "Licença de viagem")
    canvas.save()
    pdf = buffer.getvalue()
    signer = load_office_signer(key_dir)
    office = OfficeLetterhead("Regional de Benchmark", "BEN", "GO", "Avenida Goiás, 1")
    pdf_signing.sign_pdf(pdf, signer, office)
    prepared, again = [], []
    for _ in range(rounds):
        began = time.perf_counter()
        pdf_signing.sign_pdf(pdf, signer, office)
        prepared.append(time.perf_counter() - began)
        pdf_signing._PREPARED.clear()
        began = time.perf_counter()
        pdf_signing.sign_pdf(pdf, signer, office)
        again.append(time.perf_counter() - began)
    report("sign one PDF", prepared, again, "signer prepared for each document")


if __name__ == "__main__":
    raise SystemExit(main())
