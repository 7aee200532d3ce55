"""The article each record of a vehicle rests on, by the office's law: what its history, its
expiry lists and its forms cite.

Goiás: the inspection report by a company accredited by INMETRO (Res. AGR 105/2017, art. 23;
one asked for at any time, §3; Decreto 8.444/2015, art. 36), the CRV issued on it (art. 24),
the civil-liability insurance (arts. 50 and 51), and the vehicle withdrawn from traffic by
the inspection may not serve until released (art. 38, VIII). Roraima: the CRE/RR inspects the
vehicle at any time (Lei RR 664/2008, art. 30 §2), registers it (art. 27) and the vehicle
carries its registration record (art. 29, I); passengers are insured against accidents and
their luggage against damage and loss (arts. 20, V, and 39); the CRE/RR stops a vehicle unfit
for the passengers (art. 30), which goes back to service only once it releases it (§1).
"""

from desktop.rules.choices import Jurisdiction, known_jurisdiction
from desktop.rules.errors import RulesError

ITEMS = (
    "inspection",
    "inspection_called",
    "crv",
    "insurance",
    "withdrawal",
    "release",
    "microbus_seats",
    "bus_seats",
)

# The microbus carries up to 20 passengers and the bus more, fewer only when adapted for
# their comfort: the Código de Trânsito Brasileiro's definitions (Lei 9.503/1997, Anexo I),
# which Res. AGR 105/2017 repeats (art. 6º, XIII and XV) and Lei RR 664/2008 leaves as they
# are (it names the kinds, art. 28, without defining them).
CTB_DEFINITIONS = "Código de Trânsito Brasileiro, Anexo I"

ARTICLES = {
    "GO": {
        "inspection": "Res. AGR 105/2017, art. 23",
        "inspection_called": "Res. AGR 105/2017, art. 23 §3º; Decreto 8.444/2015, art. 36",
        "crv": "Res. AGR 105/2017, art. 24",
        "insurance": "Res. AGR 105/2017, arts. 50 e 51",
        "withdrawal": "Res. AGR 105/2017, art. 38, VIII",
        "release": "Res. AGR 105/2017, art. 38, VIII",
        "microbus_seats": "Res. AGR 105/2017, art. 6º, XIII",
        "bus_seats": "Res. AGR 105/2017, art. 6º, XV",
    },
    "RR": {
        "inspection": "Lei RR 664/2008, art. 30, § 2º",
        "inspection_called": "Lei RR 664/2008, art. 30, § 2º",
        "crv": "Lei RR 664/2008, art. 27; art. 29, I",
        "insurance": "Lei RR 664/2008, art. 20, V; art. 39",
        "withdrawal": "Lei RR 664/2008, art. 30",
        "release": "Lei RR 664/2008, art. 30, § 1º",
        "microbus_seats": CTB_DEFINITIONS,
        "bus_seats": CTB_DEFINITIONS,
    },
}


# What each law insures: civil liability (GO, art. 50); passengers' accidents and their
# luggage (RR, art. 39).
INSURANCE_LABELS = {
    "GO": "Seguro de responsabilidade civil",
    "RR": "Seguro de acidentes pessoais e bagagem",
}


def inmetro_accreditation_required(jurisdiction: str) -> bool:
    """Whether the inspection company must be accredited by INMETRO: in Goiás (Res. AGR
    105/2017, art. 23, caput); Lei RR 664/2008 has the CRE/RR submit the vehicle to
    inspection (art. 30 §2) and asks no accreditation."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO


def new_vehicle_registered(jurisdiction: str, vinculada_only: bool = False) -> bool:
    """Whether a new vehicle ("zero quilômetro", with its invoice) is registered as such: in
    Goiás, without the final inspection report within 60 days of its invoice (Res. AGR
    105/2017, arts. 17 III and 25), its delivery counting its useful life (art. 23 §2º);
    Lei RR 664/2008 registers every vehicle on its Certificado de Propriedade and the
    maintenance declaration (art. 27) and provides for no new vehicle. Nor does Chapter V
    for the característica vinculada alone (`vinculada_only`): art. 56 names arts. 14 to 16,
    not art. 17 nor art. 25, and asks the final report "nos termos do que dispõe o art. 23"
    (IV), which forbids registering a vehicle without inspection (§ 4º)."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO and not vinculada_only


# Goiás, the característica vinculada alone (`vinculada_only`) against the fretamento: the
# vehicle's registration (arts. 14 to 16 and 56; arts. 15 to 17), its request (art. 56, I;
# art. 17, I), its CRV (art. 57; art. 24)
# and who holds the vehicle — the "empresa ou instituição" of art. 56, I, for art. 15, II,
# registers the fretamento's in the name of the autorizatária.
REQUEST_ARTICLES = {
    False: "Res. AGR 105/2017, art. 17, I",
    True: "Res. AGR 105/2017, art. 56, I",
}
REGISTRATION_ARTICLES = {
    False: "Res. AGR 105/2017, arts. 15 a 17",
    True: "Res. AGR 105/2017, arts. 14 a 16 e 56",
}
CRV_ARTICLES = {
    False: "Res. AGR 105/2017, art. 24",
    True: "Res. AGR 105/2017, art. 57",
}
HOLDERS = {False: "autorizatária", True: "empresa ou instituição"}
# Its final inspection report is asked "nos termos do que dispõe o art. 23" (art. 56, IV),
# which forbids registering without it (§ 4º), and its civil-liability policy "nos termos do
# que dispõe o art. 50" (art. 56, V), issued in the name of the "empresa ou instituição".
INSPECTION_ARTICLES = {
    False: "Res. AGR 105/2017, art. 23",
    True: "Res. AGR 105/2017, art. 56, IV, e art. 23",
}
NO_INSPECTION_ARTICLES = {
    False: "Res. AGR 105/2017, art. 23, § 4º",
    True: "Res. AGR 105/2017, art. 56, IV, e art. 23, § 4º",
}
INSURANCE_ARTICLES = {
    False: "Res. AGR 105/2017, arts. 50 e 51",
    True: "Res. AGR 105/2017, art. 56, V, e arts. 50 e 51",
}
# A vehicle passes to another operator: between the fretamento's transportadoras by Decreto
# 8.444/2015, art. 36, § 3º, which regulates the services delegated by autorização,
# permissão or concessão (art. 1º). The característica vinculada is delegated none: it is the
# empresa ou instituição's own transport, without fee (Res. AGR 105/2017, art. 53, I). The
# vehicle it receives is registered in its name by Chapter V — art. 56, "nos termos do que
# dispõe os arts. 14, 15 e 16" — and certified by art. 57.
TRANSFER_ARTICLES = {
    False: "Decreto 8.444/2015, art. 36, § 3º",
    True: "Res. AGR 105/2017, art. 56, caput, com os arts. 15 e 16",
}
NO_NEW_VEHICLE_VINCULADA = (
    "A característica vinculada não dispensa a vistoria do veículo zero quilômetro: o "
    "registro pede o laudo final de vistoria nos termos do art. 23 (Res. AGR 105/2017, art. "
    "56, IV), que veda o registro sem inspeção (§ 4º); a dispensa é do fretamento (arts. 17, "
    "III, e 25)."
)


def tachograph_refusal(vinculada_only: bool) -> str:
    """Why the tachograph is asked in Goiás. The fretamento: transiting without it is
    forbidden (Decreto 8.444/2015, art. 35, § 1º, the transportadora's; Res. AGR 105/2017,
    art. 38, IX, among the prohibitions "na execução dos serviços de fretamento"). Neither
    reaches the característica vinculada alone, "desprovida de fins comerciais" (art. 53, I):
    its vehicle is registered "nos termos do que dispõe os arts. 14, 15 e 16" (art. 56,
    caput), and art. 15, IV has it meet the Código de Trânsito Brasileiro, which requires
    the recorder of speed and time of passenger vehicles of more than ten seats (art. 105,
    II)."""
    if vinculada_only:
        return (
            "Informe o registrador gráfico (tacógrafo), equipamento obrigatório do veículo de "
            "passageiros pelo Código de Trânsito Brasileiro (art. 105, II), que o veículo da "
            "característica vinculada atende (Res. AGR 105/2017, art. 56, caput, e art. 15, IV)."
        )
    return (
        "Informe o registrador gráfico (tacógrafo): é vedado transitar sem ele "
        "(Decreto 8.444/2015, art. 35, § 1º; Res. AGR 105/2017, art. 38, IX)."
    )


def seal_registered(jurisdiction: str) -> bool:
    """Whether the vehicle carries the regulator's identification seal, its number recorded
    and printed on the CRV: in Goiás, where serving without it is forbidden (Res. AGR
    105/2017, art. 38, XI) and fined (art. 76, II); Lei RR 664/2008 has the vehicle carry its
    registration record and its maintenance term (art. 29, I and II) and provides no seal."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO


def crv_term_set(jurisdiction: str) -> bool:
    """Whether the vehicle's CRV has a term: in Goiás it is valid while the inspection report
    is (Res. AGR 105/2017, art. 24); Lei RR 664/2008 sets the registration (art. 27) and its
    ficha (art. 29, I) none, and cancels it de ofício at 15 years of manufacture (art. 31, I:
    `validity.rr_registration_end`)."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO


def van_act_registered(jurisdiction: str) -> bool:
    """Whether a van is registered on the regulator's exceptional authorisation, its act
    recorded and printed: in Goiás, where the charter uses buses and microbuses and the AGR
    may exceptionally authorise a van (Res. AGR 105/2017, art. 14 and § 1º); Lei RR 664/2008
    registers vans with buses and microbuses (art. 28) and asks no act for them."""
    return known_jurisdiction(jurisdiction) == Jurisdiction.GO


def crlv_state_required(jurisdiction: str) -> str | None:
    """The state whose DETRAN must have licensed the vehicle and registered it in the
    operator's name, asked with its CRLV: Goiás's, for Res. AGR 105/2017 has the charter's
    vehicles "licenciados e registrados em nome da autorizatária pelo Departamento Estadual
    de Trânsito de Goiás – DETRAN – GO" (art. 15, II), narrower than the "DETRAN de qualquer
    unidade da federação" of Decreto 8.444/2015, art. 36, § 2º, which the charter's own
    resolution restricts (art. 1º). Lei RR 664/2008 registers the vehicle on its Certificado
    de Propriedade (art. 27) and names no state's DETRAN: None, nothing asked."""
    return "GO" if known_jurisdiction(jurisdiction) == Jurisdiction.GO else None


# Goiás, the característica vinculada alone: its vehicles are registered by the request of
# art. 56, "nos termos do que dispõe os arts. 14, 15 e 16", with the CRLV and DPVAT "emitidos
# pelo DETRAN" (III, the very words art. 17, II asks of the fretamento) and the CRV of art. 57.
# Art. 15, II (licensed and registered by the DETRAN-GO) is one of the articles art. 56 names:
# the vinculada's vehicle is refused a CRLV of another state's DETRAN as the fretamento's is,
# under art. 56, caput, with art. 15, II. Its CRV is art. 57's (`desktop.documents.crv`).
CRLV_ARTICLES = {
    False: "Res. AGR 105/2017, art. 17, II",
    True: "Res. AGR 105/2017, art. 56, III",
}
CRLV_STATE_ARTICLES = {
    False: "Res. AGR 105/2017, art. 15, II",
    True: "Res. AGR 105/2017, art. 56, caput, e art. 15, II",
}


def crlv_state_refusal(state: str, required: str, vinculada_only: bool) -> str:
    """Why a CRLV of `state`'s DETRAN is refused where the law asks `required`'s."""
    article = CRLV_STATE_ARTICLES[vinculada_only]
    if not state:
        return f"Informe a UF do DETRAN que emitiu o CRLV ({article})."
    registered = (
        "o veículo da característica vinculada é registrado nos termos do art. 15, que o quer "
        "licenciado e registrado em nome da empresa ou instituição"
        if vinculada_only
        else "o veículo do fretamento deve ser licenciado e registrado em nome da autorizatária"
    )
    return f"CRLV emitido pelo DETRAN-{state}: {registered} pelo DETRAN-{required} ({article})."


def vehicle_article(jurisdiction: str, item: str) -> str:
    """The citation of `item` (one of ITEMS) in the office's law."""
    articles = ARTICLES.get(jurisdiction)
    if articles is None or item not in articles:
        raise RulesError("item", f"sem artigo para {item!r} em {jurisdiction!r}")
    return articles[item]


# The records of a vehicle of the característica vinculada alone that Chapter V asks by its own
# article: the report of art. 56, IV (one asked for at any time by art. 23, § 3º, without the
# Decreto 8.444/2015's art. 36, which regulates the delegated services) and the policy of
# art. 56, V.
VINCULADA_RECORD_ARTICLES = {
    "inspection": INSPECTION_ARTICLES[True],
    "inspection_called": "Res. AGR 105/2017, art. 56, IV, e art. 23, § 3º",
    "insurance": INSURANCE_ARTICLES[True],
}


def record_article(jurisdiction: str, item: str, vinculada_only: bool) -> str:
    """The citation of `item` in a vehicle's history: Chapter V's for the característica
    vinculada alone (`VINCULADA_RECORD_ARTICLES`), else `vehicle_article`."""
    if vinculada_only and item in VINCULADA_RECORD_ARTICLES:
        return VINCULADA_RECORD_ARTICLES[item]
    return vehicle_article(jurisdiction, item)
