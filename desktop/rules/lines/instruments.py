"""What the printed instrument of a line's delegation and the printed fare table say, each by
the law of its own state only.

GO (Decreto 8.444/2015): the Termo de Autorização with the minimum elements of art. 6º §1º
I-VIII, effective once its extract is published (§2º), outorga by art. 11 §§4º-5º and free
pricing communicated 15 days ahead (art. 15 §1º); the permission contract (art. 7º, extinction
by art. 9º) and the concession contract (arts. 8º and 10), with fares set at signature,
readjusted and revised (arts. 16-17); for all, the remuneration by fares (art. 14) and the
baggage rules of the regulator (art. 18).

RR (Lei RR 664/2008): the concession contract (arts. 13-17 and 24, lines over 250 km not
exclusive by art. 12) and the termo de compromisso of a line's authorisation (arts. 19-23);
fares by the CRE/RR's worksheet (art. 37) and its terminal fee (art. 38), the fare table
carried on board (art. 29, inciso IV).
"""

from dataclasses import dataclass
from decimal import Decimal

from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.termo_basis import compensation_allowed

GO = "Decreto 8.444/2015"
RR = "Lei 664/2008"
# Art. 12: a line longer than this is not exclusive when there is demand.
RR_NON_EXCLUSIVE_KM = Decimal(250)


@dataclass(frozen=True)
class Instrument:
    title: str
    clauses: tuple[str, ...]  # each ends with the article it states


_GO_FARES = (
    "Remuneração pelas tarifas pagas pelos usuários, com a emissão do bilhete de passagem; "
    f"vedada a cobrança de qualquer importância além do preço da passagem, salvo tributos, "
    f"taxas de embarque e seguro facultativo ({GO}, art. 14, caput e §1º).",
    "Remuneração e condições do transporte de bagagens e encomendas conforme resolução do "
    f"ente regulador ({GO}, art. 18).",
)
_GO_SET_FARES = (
    "Tarifas definidas pelo ente regulador na assinatura do contrato, com reajuste anual ou a "
    "qualquer tempo diante de fatos relevantes e revisão trienal, nos termos das planilhas "
    f"tarifárias ({GO}, arts. 16 e 17).",
    "A delegatária fornece ao ente regulador os dados operacionais e contábeis indispensáveis "
    "ao cálculo tarifário, sob pena de não ter a tarifa reajustada ou revisada "
    f"({GO}, art. 16, parágrafo único).",
)

GO_TERMO = Instrument(
    "Termo de Autorização",
    (
        "Autorização de serviço regular de transporte rodoviário intermunicipal de passageiros "
        "desvinculado de infraestrutura, sem prévia licitação e sem exclusividade "
        f"({GO}, arts. 4º, I, a; 5º, I; 6º, caput; e 11, caput).",
        "A autorizatária paga a Taxa de Regulação, Controle e Fiscalização de Serviços Públicos "
        f"— TRCF, da Lei nº 13.569/1999 ({GO}, art. 6º §1º, III).",
        "Liberdade de preços da tarifa, sem abuso do poder econômico; a autorizatária comunica "
        "suas tarifas ao ente regulador com antecedência mínima de 15 dias do início de sua "
        f"vigência ({GO}, art. 6º §1º, IV; art. 15, caput e §1º).",
        "Valor da outorga: o coeficiente tarifário do serviço convencional de rodovia com piso "
        "tipo I, sem ICMS, multiplicado pela extensão do percurso (ida e volta) e pelos dias de "
        "vigência do termo, pagável em até 30 parcelas iguais e semestrais, a primeira na "
        f"assinatura, corrigidas pelo IGP-DI ({GO}, art. 6º §1º, V; art. 11 §§4º e 5º).",
        "Prazo de vigência fixado para permitir a recomposição dos investimentos, não superior "
        f"a 15 anos, permitida a prorrogação até esse limite ({GO}, art. 6º §1º, VI).",
        "Quantidade mínima de veículos, com idade média não superior a 6 anos de fabricação "
        f"({GO}, art. 6º §1º, VII).",
        "Extinção nas hipóteses do art. 16, I a V e §§1º a 5º, da Lei nº 18.673/2014 "
        f"({GO}, art. 6º §1º, VIII).",
        "A eficácia deste Termo fica condicionada à publicação de seu extrato no Diário "
        f"Oficial do Estado ({GO}, art. 6º §2º).",
        *_GO_FARES,
    ),
)

GO_PERMISSION = Instrument(
    "Contrato de Permissão",
    (
        "Permissão, em caráter de exclusividade e por prazo determinado conforme o edital de "
        "licitação, de serviço regular desvinculado de infraestrutura em linha de demanda "
        "insuficiente para a competição ou inviável no regime de autorização, observada a Lei "
        f"federal nº 8.987/1995 ({GO}, arts. 5º, II, e 7º).",
        "Extinção do contrato de permissão pelo regramento da Seção VI do Capítulo III da Lei "
        f"nº 18.673/2014, relativo à extinção da concessão ({GO}, art. 9º).",
        *_GO_SET_FARES,
        *_GO_FARES,
    ),
)

GO_CONCESSION = Instrument(
    "Contrato de Concessão",
    (
        "Concessão, em caráter de exclusividade e por prazo determinado, de serviço regular "
        "vinculado a infraestrutura, precedida de licitação na modalidade de concorrência "
        f"pública, observada a Lei federal nº 8.987/1995 ({GO}, arts. 5º, III, e 8º).",
        "Prazo de vigência suficiente para o retorno dos aportes da concessionária e a "
        f"garantia da margem de lucro, conforme o edital ({GO}, art. 10 §1º).",
        *_GO_SET_FARES,
        *_GO_FARES,
    ),
)

_RR_FARES = (
    "Tarifas segundo a planilha de cálculo tarifário do CRE/RR; a concessionária que praticar "
    "preços abusivos ou inexequíveis em relação aos custos operacionais terá as concessões "
    f"canceladas ({RR}, art. 37 e §3º).",
    "Tarifa de terminal rodoviário estabelecida pelo CRE/RR, incluída no bilhete do passageiro, "
    f"cobrada pela delegatária e devolvida ao órgão estadual competente ({RR}, art. 38).",
)

RR_CONCESSION = Instrument(
    "Contrato de Concessão",
    (
        f"Delegação do serviço precedida de licitação ({RR}, art. 6º); integram este contrato, "
        "segundo a ordem de importância, a Lei 664/2008, o Edital de Licitação e as condições "
        f"da proposta do licitante para a operação do serviço ({RR}, art. 13).",
        "Vigência de 10 anos, prorrogável por um período, por ato do Chefe do Poder Executivo "
        f"({RR}, art. 14).",
        "Transferência do contrato só por requerimento conjunto da delegatária e do interessado, "
        "com anuência expressa do CRE/RR, estando o interessado inscrito no registro cadastral "
        "de licitantes, satisfazendo os requisitos do edital e cumprida ao menos a metade do "
        f"período da concessão ({RR}, art. 15, I a III).",
        "As alterações na pessoa jurídica que impliquem transferência de gerenciamento são "
        f"comunicadas ao CRE/RR ({RR}, art. 16).",
        "O CRE/RR pode admitir, por interesse público, em caráter provisório ou definitivo, "
        f"alteração neste contrato, sem prejuízo para o contratado ({RR}, art. 17).",
        "Início da operação no primeiro dia após a assinatura deste contrato, que não excede 30 "
        "dias da homologação do certame; o descumprimento implica distrato e a convocação do "
        f"proponente classificado em segundo lugar ({RR}, art. 24 e parágrafo único).",
        *_RR_FARES,
    ),
)

RR_AUTHORISATION = Instrument(
    "Termo de Compromisso — Autorização de Linha",
    (
        "Autorização da linha pelo prazo de um ano, a partir da data da assinatura deste termo "
        f"de compromisso ({RR}, art. 19); um termo para cada autorização ({RR}, art. 23).",
        "O autorizado obriga-se a executar o serviço de modo satisfatório e de acordo com as "
        f"determinações do DEIT/SEINF ({RR}, art. 20, I);",
        f"cumprir os horários e os itinerários ({RR}, art. 20, II);",
        "no caso de utilização das dependências da rodoviária, manter regular o recolhimento "
        f"das taxas e emolumentos cabíveis ({RR}, art. 20, III);",
        "responder pelos prejuízos decorrentes da interrupção do serviço e dos acidentes "
        "motivados pela má conservação dos veículos ou por culpa de seus empregados "
        f"({RR}, art. 20, IV);",
        f"segurar os passageiros contra acidentes e as bagagens contra danos e extravios "
        f"({RR}, art. 20, V);",
        "afastar os empregados cuja permanência no serviço seja julgada inconveniente pelo "
        f"DEIT/SEINF ({RR}, art. 20, VI);",
        "responder, por si e seus prepostos, por danos causados ao Estado, por dolo ou culpa "
        f"({RR}, art. 20, VII).",
        f"A autorização é intransferível ({RR}, art. 21).",
        "A autorização pode ser cassada, sem direito a indenização, por manifesta deficiência "
        "do serviço, reiterada desobediência aos preceitos da Lei 664/2008, inadimplemento das "
        "obrigações deste termo, abandono total ou parcial do serviço ou falência; e é "
        f"cancelada automaticamente ao fim de sua vigência ({RR}, art. 22, I a V e parágrafo "
        "único).",
        *_RR_FARES,
    ),
)

_INSTRUMENTS = {
    ("GO", DelegationKind.AUTORIZACAO): GO_TERMO,
    ("GO", DelegationKind.PERMISSAO): GO_PERMISSION,
    ("GO", DelegationKind.CONCESSAO): GO_CONCESSION,
    ("RR", DelegationKind.CONCESSAO): RR_CONCESSION,
    ("RR", DelegationKind.AUTORIZACAO): RR_AUTHORISATION,
}


# GO art. 12: the Termo of a line already operated, authorised exceptionally.
_GO_CONTINUITY = (
    "Autorização excepcional de serviço regular de transporte rodoviário intermunicipal de "
    "passageiros desvinculado de infraestrutura que já vinha sendo explorado, com vistas à "
    "garantia do princípio da continuidade dos serviços, de forma não exclusiva, mediante o "
    f"pagamento da outorga temporária ({GO}, arts. 4º, I, a; 5º, I; 6º, caput; e 12, caput)."
)


def instrument(
    jurisdiction: str, kind: str, length_km: Decimal, termo_basis: str | None = None
) -> Instrument:
    """The instrument that delegates a line of `length_km` by `kind` in `jurisdiction`; a GO
    Termo of art. 12 (`termo_basis`) states the exceptional authorisation of a line already
    operated; an RR concession of a line over 250 km states that it is not exclusive (art.
    12)."""
    found = _INSTRUMENTS.get((jurisdiction, DelegationKind(kind)))
    if found is None:
        raise ValueError(f"Sem instrumento de delegação {kind} em {jurisdiction}.")
    if found is GO_TERMO and compensation_allowed(termo_basis):
        return Instrument(found.title, (_GO_CONTINUITY, *found.clauses[1:]))
    if found is RR_CONCESSION and length_km > RR_NON_EXCLUSIVE_KM:
        return Instrument(
            found.title,
            (
                *found.clauses,
                f"Linha de extensão superior a {RR_NON_EXCLUSIVE_KM} km: não é exclusiva, "
                f"havendo demanda ({RR}, art. 12).",
            ),
        )
    return found


def fare_table_notes(
    jurisdiction: str, regime_kind: str, has_terminal_fee: bool
) -> tuple[str, ...]:
    """What the printed fare table states under its values, by the regime it was recorded
    in (`rules.lines.fares.fare_regime`)."""
    if jurisdiction == "RR":
        notes = [
            "Os valores da planilha tarifária do CRE/RR (coeficiente tarifário × km do trecho) "
            "são indicativos de valores médios, não servindo como fixação de tarifa "
            f"({RR}, art. 37, caput e §4º).",
            "Quadro de tarifas portado no veículo, com a ficha de registro e o quadro de regime "
            f"de funcionamento ({RR}, art. 29, inciso IV).",
        ]
        if has_terminal_fee:
            notes.append(
                "A tarifa de terminal rodoviário é incluída no bilhete do passageiro, cobrada "
                f"pela delegatária e devolvida ao órgão estadual competente ({RR}, art. 38, "
                "parágrafo único)."
            )
        return tuple(notes)
    regime = {
        "comunicada": "Tarifas definidas pela autorizatária com liberdade tarifária e "
        "comunicadas ao ente regulador com antecedência mínima de 15 dias do início da "
        f"vigência ({GO}, art. 15, caput e §1º).",
        "fixada": "Tarifas definidas pelo ente regulador na assinatura do contrato de permissão "
        f"ou concessão ({GO}, art. 16).",
        "reajuste": "Reajuste das tarifas fixadas no contrato, para recompor seu valor e o "
        f"equilíbrio econômico-financeiro ({GO}, arts. 16 e 17).",
    }[regime_kind]
    return (
        regime,
        "Vedada a cobrança de qualquer importância além do preço da passagem, salvo tributos, "
        f"taxas de embarque e seguro facultativo ({GO}, art. 14 §1º).",
    )
