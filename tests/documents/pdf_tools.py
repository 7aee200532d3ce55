"""The standard tools a citizen, a court or another agency checks a signed PDF with."""

import re
import subprocess
from pathlib import Path


def pdfsig(path: Path) -> str:
    """poppler's `pdfsig` report of the PDF's signatures (poppler-utils must be installed)."""
    result = subprocess.run(
        ["pdfsig", str(path)], capture_output=True, text=True, check=False, timeout=60
    )
    return result.stdout + result.stderr


def openssl_cms_verify(pdf: bytes, folder: Path) -> subprocess.CompletedProcess:
    """`openssl cms -verify` of the PDF's CMS over its signed byte ranges (signature only:
    the self-signed certificate is not checked against a trust store)."""
    byte_range = [
        int(n) for n in re.search(rb"/ByteRange\s*\[\s*([\d\s]+)\]", pdf).group(1).split()
    ]
    start1, length1, start2, length2 = byte_range
    contents = pdf[start1 + length1 + 1 : start2 - 1]
    (folder / "signature.der").write_bytes(bytes.fromhex(contents.decode("ascii")))
    (folder / "signed.bin").write_bytes(
        pdf[start1 : start1 + length1] + pdf[start2 : start2 + length2]
    )
    return subprocess.run(
        [
            "openssl",
            "cms",
            "-verify",
            "-binary",
            "-noverify",
            "-inform",
            "DER",
            "-in",
            str(folder / "signature.der"),
            "-content",
            str(folder / "signed.bin"),
            "-out",
            str(folder / "out.bin"),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
