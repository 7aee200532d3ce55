"""pyHanko's signer with the signing-certificate-v2 attribute made once.

Every PAdES signature names its certificate in a signed attribute (RFC 5035,
signing-certificate-v2: the certificate's hash and its issuer and serial number). pyHanko
builds it anew for every signature from the parsed certificate, and asn1crypto then encodes
the copy of the issuer's name it holds again each time the attributes are written: about
12 ms of the 15 ms a CMS signature took (issue 18 §4). The attribute depends on the
certificate alone, so it is made once per signer, read back from its DER bytes (a parsed
value is written out as read), and given to pyHanko in place of its own; the signed bytes
are the same.

Imported by `pdf_signing` when it prepares a signer, with pyHanko."""

from collections.abc import Iterable
from typing import Any

from asn1crypto import tsp
from pyhanko.sign import attributes, signers
from pyhanko.sign.general import as_signing_certificate_v2


class _KnownCertificate(attributes.SigningCertificateV2Provider):
    def __init__(self, signing_cert: Any) -> None:
        super().__init__(signing_cert)
        self.value = tsp.SigningCertificateV2.load(as_signing_certificate_v2(signing_cert).dump())

    async def build_attr_value(self, dry_run: bool = False) -> tsp.SigningCertificateV2:
        return self.value


class _WithKnownCertificate(attributes.SignedAttributeProviderSpec):
    """pyHanko's own attributes for this signature, its signing-certificate-v2 replaced."""

    def __init__(self, spec: attributes.SignedAttributeProviderSpec, known: _KnownCertificate):
        self.spec = spec
        self.known = known

    def signed_attr_providers(
        self, data_digest: bytes, digest_algorithm: str
    ) -> Iterable[attributes.CMSAttributeProvider]:
        for provider in self.spec.signed_attr_providers(
            data_digest=data_digest, digest_algorithm=digest_algorithm
        ):
            known = isinstance(provider, attributes.SigningCertificateV2Provider)
            yield self.known if known else provider


class OfficeCmsSigner(signers.SimpleSigner):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.known_certificate = _KnownCertificate(self.signing_cert)

    def _signed_attr_provider_spec(self, *args: Any, **kwargs: Any) -> Any:
        spec = super()._signed_attr_provider_spec(*args, **kwargs)
        return _WithKnownCertificate(spec, self.known_certificate)
