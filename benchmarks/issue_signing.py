"""Issuing against the PDF floor (issue 18 §4), each pair interleaved in the same run:

- one licence issued end to end (numbering, rules, the licence and its passenger list
  rendered and signed) against ReportLab writing the same two PDFs alone (`document_pdf` of
  the very data, letterhead and payload the issue rendered: no database, no signature), in
  wall time and in the thread's CPU time, which the load of a shared machine moves less
  (it leaves out the commits' fsync waits);
- the same issue with the signer prepared once against prepared again for each document —
  what every document paid before: the self-signed certificate made from the office key,
  the key and certificate converted for pyHanko, and a dummy signature to estimate the room
  the signature takes;
- the QR code of each payload with the fixed mask against segno scoring the eight masks;
- one page written with its signature against written alone, and with the signer prepared
  once against prepared each time.

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
from desktop.documents import pdf_signing, qr, render  # noqa: E402
from desktop.documents.data import OfficeLetterhead  # noqa: E402
from desktop.documents.keys import load_office_signer  # noqa: E402
from desktop.services.context import ServiceContext  # noqa: E402
from desktop.services.licences.issue import issue_licence  # noqa: E402
from desktop.services.vehicles.records import today_of  # noqa: E402


def measure(context: ServiceContext, key_dir: Path, rounds: int) -> None:
    """Prints each measure against its baseline; registers an operator and a bus first."""
    operator_id, vehicle_id = record_bench._registered_fleet(context, key_dir)
    first_day = today_of(context) + timedelta(days=2)

    rendered: list[tuple] = []
    render_signed = render.render_signed

    def remembered(data, office, payload, signer, a1=None):
        rendered.append((data, office, payload))
        return render_signed(data, office, payload, signer, a1)

    render.render_signed = remembered

    def issue(number: int) -> tuple[float, float]:
        rendered.clear()
        data = record_bench._licence_input(
            operator_id, vehicle_id, first_day + timedelta(days=number), number
        )
        began, cpu = time.perf_counter(), time.thread_time()
        issue_licence(context, data, key_dir)
        return time.perf_counter() - began, time.thread_time() - cpu

    def floor() -> tuple[float, float]:
        began, cpu = time.perf_counter(), time.thread_time()
        for data, office, payload in rendered:
            render.document_pdf(data, office, payload)
        return time.perf_counter() - began, time.thread_time() - cpu

    issue(0)
    issued, floors, prepared, again, texts = [], [], [], [], []
    issued_cpu, floors_cpu = [], []
    for round_number in range(rounds):
        wall, cpu = issue(3 * round_number + 1)
        issued.append(wall)
        issued_cpu.append(cpu)
        wall, cpu = floor()
        floors.append(wall)
        floors_cpu.append(cpu)
        texts.extend(payload.text() for _, _, payload in rendered)
        prepared.append(issue(3 * round_number + 2)[0])
        pdf_signing._PREPARED.clear()
        again.append(issue(3 * round_number + 3)[0])
    report("issue one licence", issued, floors, "ReportLab writing its two PDFs alone")
    report("issue one licence, CPU time", issued_cpu, floors_cpu, "the two PDFs alone, CPU time")
    report("issue one licence", prepared, again, "signer prepared for each document")
    time_qr_codes(texts)
    time_signature(key_dir, rounds * 3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("key_dir", type=Path)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    context = signed_in(args.url)
    measure(context, args.key_dir, args.rounds)
    context.database.dispose()
    return 0


def time_qr_codes(texts: list[str]) -> None:
    """The QR code of each payload issued, with the fixed mask and with segno's choice."""
    import segno

    fixed, chosen = [], []
    for text in texts:
        began = time.perf_counter()
        qr.make_qr(text)
        fixed.append(time.perf_counter() - began)
        began = time.perf_counter()
        segno.make_qr(text, error="m", boost_error=False, encoding="utf-8")
        chosen.append(time.perf_counter() - began)
    report("QR code of one payload", fixed, chosen, "segno scoring the eight masks")


def time_signature(key_dir: Path, rounds: int) -> None:
    """One page written with its signature against written alone, and with the signer
    prepared once against prepared each time."""
    from datetime import datetime

    from reportlab.pdfgen.canvas import Canvas

    from desktop.documents.file_signature import FileSignature

    signer = load_office_signer(key_dir)
    office = OfficeLetterhead("Regional de Benchmark", "BEN", "GO", "Avenida Goiás, 1")

    def page(signed: bool) -> float:
        began = time.perf_counter()
        canvas = Canvas(io.BytesIO())
        canvas.drawString(72, 720, "Licença de viagem")
        if signed:
            prepared = pdf_signing.prepared_signer(signer, office)
            FileSignature(prepared, office, datetime.now().astimezone()).attach(canvas)
        canvas.save()
        return time.perf_counter() - began

    page(True)
    signed, alone, again = [], [], []
    for _ in range(rounds):
        signed.append(page(True))
        alone.append(page(False))
        pdf_signing._PREPARED.clear()
        again.append(page(True))
    report("one page signed", signed, alone, "the page written alone")
    report("one page signed", signed, again, "signer prepared for each page")


if __name__ == "__main__":
    raise SystemExit(main())
