"""Reads the QR codes of an image file: a phone photo or a scan of a printed document.

zxing-cpp finds the codes at any angle and size in the picture; every QR code found is
returned, in the order zxing-cpp reports them, so the caller decides which is a Balcão
payload. A file that is not an image, or an image without a readable QR code, is a
`QrImageError` with a pt-BR message the counter clerk can act on.
"""

import io
from pathlib import Path

import zxingcpp
from PIL import Image, ImageOps, UnidentifiedImageError


class QrImageError(ValueError):
    """The image could not be read or holds no QR code; the message is pt-BR."""


def _open_image(source: Path | str | bytes) -> Image.Image:
    if isinstance(source, bytes):
        data, subject = source, "O conteúdo recebido"
    else:
        path = Path(source)
        subject = f"O arquivo {path.name}"
        try:
            data = path.read_bytes()
        except OSError as error:
            raise QrImageError(
                f"Não foi possível abrir o arquivo {path.name} ({error.strerror or error})."
            ) from error
    try:
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            # A phone photo stores its rotation in EXIF; zxing-cpp reads the pixels as laid out.
            return ImageOps.exif_transpose(image).convert("L")
    except Image.DecompressionBombError as error:
        raise QrImageError(
            "A imagem é grande demais para ser lida; reduza a foto e tente de novo."
        ) from error
    except (UnidentifiedImageError, OSError) as error:
        raise QrImageError(
            f"{subject} não é uma imagem PNG ou JPG legível. Abra uma foto ou um "
            "escaneamento do QR code do documento."
        ) from error


def read_qr_payloads(image_path_or_bytes: Path | str | bytes) -> list[str]:
    """The texts of the QR codes in the image, without repeats, in the order found."""
    image = _open_image(image_path_or_bytes)
    barcodes = zxingcpp.read_barcodes(
        image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    )
    texts = list(dict.fromkeys(barcode.text for barcode in barcodes if barcode.text))
    if not texts:
        raise QrImageError(
            "Nenhum QR code foi encontrado na imagem. Fotografe o QR code de frente, "
            "inteiro, nítido e bem iluminado, ou escaneie o documento."
        )
    return texts
