"""The closed choice sets of the regulations, each defined once: its codes (stored in the
database and used by the conformance harness, so they never change) and the pt-BR label a
screen or a document shows. Services, documents and screens import these instead of
repeating the strings.

Each member is a `str` (`LicenceModality.EVENTUAL == "eventual"`), so a value read from the
database compares equal to it, and `.label` is its wording.
"""

from enum import StrEnum
from typing import Self

from desktop.rules.errors import RulesError


class Choice(StrEnum):
    """A code with its label: `EVENTUAL = "eventual", "Fretamento eventual ou turístico"`."""

    label: str

    def __new__(cls, value: str, label: str = "") -> Self:
        # label's default only tells the type checker that `LicenceModality(code)` is a call:
        # it looks the member up by its code; every member declares its label.
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        return member

    @classmethod
    def labels(cls) -> dict[str, str]:
        """Every code with its label, in the order of the declaration."""
        return {member.value: member.label for member in cls}

    @classmethod
    def codes(cls) -> tuple[str, ...]:
        """Every code, in the order of the declaration (`code in X.codes()` checks one)."""
        return tuple(member.value for member in cls)


class Jurisdiction(Choice):
    """Goiás (Res. AGR 105/2017, Decreto 8.444/2015) or Roraima (Lei 664/2008)."""

    GO = "GO", "Goiás"
    RR = "RR", "Roraima"


def known_jurisdiction(jurisdiction: object) -> Jurisdiction:
    """`jurisdiction` as a Jurisdiction; RulesError when it is neither GO nor RR."""
    if jurisdiction not in Jurisdiction.codes():
        raise RulesError("jurisdiction", f"jurisdição {jurisdiction!r} desconhecida; use GO ou RR")
    return Jurisdiction(str(jurisdiction))


def company_word(jurisdiction: str) -> str:
    """The operator, as each state's law calls it: Res. AGR 105/2017's autorizatária, Lei RR
    664/2008's delegatária throughout (e.g. arts. 27, 32 and 84)."""
    return "delegatária" if jurisdiction == Jurisdiction.RR else "autorizatária"


def licence_word(jurisdiction: str) -> str:
    """The act that lets a charter trip run, as each state's law calls it: Res. AGR
    105/2017's licença (arts. 27-30); Lei RR 664/2008 never says licença, its act is the
    autorização (arts. 2º and 19; art. 90, VI: "autorização da viagem"). The screens' own
    phrases are in `desktop.ui.licences.licence_terms.licence_labels`."""
    return "autorização" if jurisdiction == Jurisdiction.RR else "licença"


class RegistrationModality(Choice):
    """What an operator registers for (Res. AGR 105/2017, arts. 3 and 5)."""

    EVENTUAL_TURISTICO = "eventual_turistico", "Fretamento eventual ou turístico"
    CONTINUO = "continuo", "Fretamento contínuo"
    CONTINUO_ESCOLAR = "continuo_escolar", "Fretamento contínuo escolar"
    CARACTERISTICA_VINCULADA = "caracteristica_vinculada", "Transporte de característica vinculada"


class LicenceModality(Choice):
    """The licence of a trip (Res. AGR 105/2017, arts. 28-30 and 53-59)."""

    EVENTUAL = "eventual", "Fretamento eventual ou turístico"
    CONTINUO = "continuo", "Fretamento contínuo"
    ESCOLAR = "escolar", "Fretamento contínuo escolar"
    VINCULADA = "vinculada", "Transporte de característica vinculada"

    @property
    def registration(self) -> RegistrationModality:
        """The modality the operator must be registered for to get this licence."""
        return _REGISTRATION[self]


def registration_modalities(jurisdiction: str) -> tuple[RegistrationModality, ...]:
    """The modalities an operator may be registered for under the state's law: in Goiás all
    of Res. AGR 105/2017 (arts. 3 and 5); Lei RR 664/2008 authorises special, occasional and
    tourist trips, charter and school transport (art. 2º), not the característica vinculada
    of Res. 105 (art. 53)."""
    if jurisdiction == Jurisdiction.RR:
        return tuple(
            modality
            for modality in RegistrationModality
            if modality != RegistrationModality.CARACTERISTICA_VINCULADA
        )
    return tuple(RegistrationModality)


# Lei RR 664/2008, art. 2º: the services a Roraima company is registered for and authorised
# to run, in the law's words: a registration for eventual trips covers art. 2º I-III (viagem
# especial, eventual, de turismo), one for contínuo or escolar charter art. 2º IV.
_RR_REGISTRATION_LABELS = {
    RegistrationModality.EVENTUAL_TURISTICO: "Viagem especial, eventual ou de turismo",
    RegistrationModality.CONTINUO: "Fretamento",
    RegistrationModality.CONTINUO_ESCOLAR: "Transporte escolar",
}
_RR_LICENCE_LABELS = {
    LicenceModality.EVENTUAL: "Viagem especial, eventual ou de turismo",
    LicenceModality.CONTINUO: "Fretamento",
    LicenceModality.ESCOLAR: "Transporte escolar",
}


class RrTrip(Choice):
    """The trip an autorização of the eventual modality lets run in Roraima: Lei RR
    664/2008, art. 2º, I (viagem especial), II (eventual) or III (de turismo)."""

    ESPECIAL = "especial", "Viagem especial"
    EVENTUAL = "eventual", "Viagem eventual"
    TURISMO = "turismo", "Viagem de turismo"

    @property
    def article(self) -> str:
        return f"Lei RR 664/2008, art. 2º, {_RR_TRIP_INCISOS[self]}"


_RR_TRIP_INCISOS = {RrTrip.ESPECIAL: "I", RrTrip.EVENTUAL: "II", RrTrip.TURISMO: "III"}


def registration_label(jurisdiction: str, code: str) -> str:
    """What a company registers for, as the state's law names it: Res. AGR 105/2017's
    modalities in Goiás, Lei RR 664/2008's services of art. 2º in Roraima."""
    modality = RegistrationModality(code)
    if jurisdiction == Jurisdiction.RR:
        return _RR_REGISTRATION_LABELS.get(modality, modality.label)
    return modality.label


def licence_label(jurisdiction: str, code: str, trip: str = "") -> str:
    """The service a licence or autorização lets run, as the state's law names it (Res. AGR
    105/2017, arts. 28-30 and 53; Lei RR 664/2008, art. 2º): in Roraima the eventual
    modality's `trip` (an RrTrip code) when one was chosen; an autorização issued before the
    choice existed has none and reads, as it always did, as art. 2º I-III together."""
    modality = LicenceModality(code)
    if jurisdiction == Jurisdiction.RR and trip and modality == LicenceModality.EVENTUAL:
        return RrTrip(trip).label
    if jurisdiction == Jurisdiction.RR:
        return _RR_LICENCE_LABELS.get(modality, modality.label)
    return modality.label


_REGISTRATION = {
    LicenceModality.EVENTUAL: RegistrationModality.EVENTUAL_TURISTICO,
    LicenceModality.CONTINUO: RegistrationModality.CONTINUO,
    LicenceModality.ESCOLAR: RegistrationModality.CONTINUO_ESCOLAR,
    LicenceModality.VINCULADA: RegistrationModality.CARACTERISTICA_VINCULADA,
}


class OperatorKind(Choice):
    EMPRESA = "empresa", "Empresa"
    COOPERATIVA = "cooperativa", "Cooperativa"
    # Res. 105, art. 53, II: a prefeitura or public institution, característica vinculada only.
    INSTITUICAO_PUBLICA = "instituicao_publica", "Prefeitura ou instituição pública"


class Establishment(Choice):
    SEDE = "sede", "Sede"
    FILIAL = "filial", "Filial"


class ApplicationStatus(Choice):
    """A registration application (Res. AGR 105/2017, art. 7)."""

    PROTOCOLADA = "protocolada", "Protocolada"
    EM_ANALISE = "em_analise", "Em análise"
    PENDENTE = "pendente", "Pendente (notificada)"
    ARQUIVADA = "arquivada", "Arquivada"
    APROVADA = "aprovada", "Aprovada"
    INDEFERIDA = "indeferida", "Indeferida"

    @property
    def is_open(self) -> bool:
        """Still waiting for a decision: the operator cannot file another one."""
        return self in (self.PROTOCOLADA, self.EM_ANALISE, self.PENDENTE)


class DriverLink(Choice):
    """The documents that prove a driver's link to the operator (art. 47)."""

    CTPS = "ctps", "Carteira de Trabalho e Previdência Social (Res. AGR 105/2017, art. 47, I)"
    CONTRATO_TRABALHO = (
        "contrato_trabalho",
        "Contrato individual de trabalho (Res. AGR 105/2017, art. 47, I)",
    )
    CONTRATO_SOCIAL = "contrato_social", "Contrato social (Res. AGR 105/2017, art. 47, II)"
    ATA = (
        "ata",
        "Ata de constituição ou alteração da empresa ou cooperativa"
        " (Res. AGR 105/2017, art. 47, III)",
    )


class PassengerList(Choice):
    NOMINAL = "nominal", "Relação nominal de passageiros"
    GERAL_SAUDE = (
        "geral_saude",
        "Lista geral — tratamento de saúde de municípios ou órgãos públicos"
        " (Res. AGR 105/2017, art. 29, § 2º)",
    )
    GERAL_TRABALHADORES_RURAIS = (
        "geral_trabalhadores_rurais",
        "Lista geral — trabalhadores rurais com mais de um destino"
        " (Res. AGR 105/2017, art. 29, § 3º)",
    )


def passenger_lists(jurisdiction: str) -> tuple[PassengerList, ...]:
    """The lists of passengers the state's law admits: in Goiás the nominal list and the
    general lists of Res. AGR 105/2017 (art. 29 §§2º-3º); Lei RR 664/2008 asks the list of
    the persons carried, which must match those on board (art. 90, III), so only the nominal
    one."""
    if jurisdiction == Jurisdiction.RR:
        return (PassengerList.NOMINAL,)
    return tuple(PassengerList)


class PassengerDocument(Choice):
    """Another identity document when the passenger has no CPF at hand (art. 34)."""

    RG = "rg", "RG (carteira de identidade)"
    CNH = "cnh", "CNH"
    PASSAPORTE = "passaporte", "Passaporte"
    CERTIDAO = "certidao", "Certidão de nascimento"
    RNE = "rne", "RNE / CRNM (estrangeiro)"
    FUNCIONAL = "funcional", "Identidade funcional"


class EmploymentProof(Choice):
    """The link of a person carried in característica vinculada (art. 54)."""

    CTPS = "ctps", "Carteira de Trabalho"
    RAIS = "rais", "RAIS"


class ContinuationCause(Choice):
    """What stops a trip and lets it continue in another registered vehicle (art. 36)."""

    RETENCAO = "retencao", "Retenção do veículo"
    ACIDENTE = "acidente", "Acidente"
    AVARIA = "avaria", "Avaria"


class ResponsibleRole(Choice):
    """Who answered for the vehicle when the notice was drawn up (art. 80, V)."""

    MOTORISTA = "motorista", "motorista"
    PREPOSTO = "preposto", "preposto"


class Ciente(Choice):
    """The autuado's acknowledgement on the notice (art. 80, §§ 1º-2º)."""

    CIENTE = "ciente", "Ciente do autuado (Res. AGR 105/2017, art. 80, § 1º)"
    RECUSA = "recusa", "Recusou-se a apor o ciente (Res. AGR 105/2017, art. 80, § 2º)"
    IMPOSSIVEL = "impossivel", "Ciente não obtido (Res. AGR 105/2017, art. 80, § 2º)"


class NotificationMethod(Choice):
    """How the autuado is notified (art. 82)."""

    AUTOS = "autos", "ciência nos autos (Res. AGR 105/2017, art. 82, I)"
    PESSOAL = "pessoal", "pessoalmente, por servidor (Res. AGR 105/2017, art. 82, II)"
    CORREIO = (
        "correio",
        "correspondência registrada com Aviso de Recebimento (Res. AGR 105/2017, art. 82, III)",
    )

    @property
    def means(self) -> str:
        """The means without the Res. 105 article of its label, for Roraima's records."""
        return self.label.partition(" (")[0]


class Submission(Choice):
    """What the autuado files: the defence (art. 84) or the appeal (art. 91). The labels are
    Goiás's; `submission_label` gives an office's own."""

    DEFESA = "defesa", "Defesa"
    RECURSO = "recurso", "Recurso ao Conselho"


# Lei RR 664/2008, art. 91: in Roraima the appeal against the decision on the defence goes to
# the CRE/RR, not to Goiás's Conselho Regulador.
SUBMISSION_LABELS: dict[str, dict[Submission, str]] = {
    "RR": {Submission.RECURSO: "Recurso ao CRE/RR (Lei RR 664/2008, art. 91)"},
}


def submission_label(kind: str, jurisdiction: str) -> str:
    """The label of a defence or appeal as shown in an office of `jurisdiction`."""
    member = Submission(kind)
    return SUBMISSION_LABELS.get(jurisdiction, {}).get(member, member.label)


class PenaltyKind(Choice):
    """The penalties, from the mildest (Res. AGR 105/2017, art. 67)."""

    MULTA = "multa", "multa"
    ADVERTENCIA = "advertencia", "advertência"
    SUSPENSAO = "suspensao", "suspensão temporária da autorização"
    CADUCIDADE = "caducidade", "caducidade da autorização"


class ProcessStage(Choice):
    """Where a sanction process stands (Res. AGR 105/2017, arts. 81-96). The labels are
    Goiás's; `stage_label` gives an office's own."""

    AGUARDANDO_NOTIFICACAO = "aguardando_notificacao", "Aguardando notificação da autuação"
    PRAZO_DEFESA = "prazo_defesa", "Prazo de defesa em curso"
    AGUARDANDO_JULGAMENTO = (
        "aguardando_julgamento",
        "Aguardando julgamento em primeira instância",
    )
    REEXAME_CONSELHO = (
        "reexame_conselho",
        "Reexame obrigatório pelo Conselho Regulador (Res. AGR 105/2017, art. 90)",
    )
    AGUARDANDO_NOTIFICACAO_REEXAME = (
        "aguardando_notificacao_reexame",
        "Aguardando notificação do reexame pelo Conselho (Res. AGR 105/2017, arts. 88 a 90)",
    )
    AGUARDANDO_NOTIFICACAO_DECISAO = (
        "aguardando_notificacao_decisao",
        "Aguardando notificação da decisão",
    )
    PRAZO_RECURSO = "prazo_recurso", "Prazo de recurso e pagamento em curso"
    RECURSO_CONSELHO = (
        "recurso_conselho",
        "Recurso ao Conselho Regulador (Res. AGR 105/2017, art. 91)",
    )
    AGUARDANDO_NOTIFICACAO_CONSELHO = (
        "aguardando_notificacao_conselho",
        "Aguardando notificação da decisão do Conselho",
    )
    ENCERRADO = "encerrado", "Encerrado"

    @property
    def awaits_notification(self) -> bool:
        """A decision (or the notice itself) waits to be notified (art. 82)."""
        return self in (
            self.AGUARDANDO_NOTIFICACAO,
            self.AGUARDANDO_NOTIFICACAO_DECISAO,
            self.AGUARDANDO_NOTIFICACAO_CONSELHO,
            self.AGUARDANDO_NOTIFICACAO_REEXAME,
        )


# Lei RR 664/2008 names no Council: the defence is filed with the CRE/RR (art. 89), the
# decision on it is published and appealed to the CRE/RR (art. 91), and the fine falls due
# 10 days after the end of the defence term or after the appeal's decision (art. 89 sole
# §). It has no mandatory review of a cancellation (Res. 105, art. 90 is Goiás's): those two
# stages say so, and `process_stages` leaves them out of a Roraima office's choices.
STAGE_LABELS: dict[str, dict[ProcessStage, str]] = {
    "RR": {
        ProcessStage.AGUARDANDO_JULGAMENTO: (
            "Aguardando julgamento da defesa (Lei RR 664/2008, arts. 89 e 91)"
        ),
        ProcessStage.REEXAME_CONSELHO: "Reexame obrigatório (não previsto na Lei RR 664/2008)",
        ProcessStage.AGUARDANDO_NOTIFICACAO_REEXAME: (
            "Aguardando notificação do reexame (não previsto na Lei RR 664/2008)"
        ),
        ProcessStage.AGUARDANDO_NOTIFICACAO_DECISAO: (
            "Aguardando notificação da decisão (Lei RR 664/2008, art. 91)"
        ),
        ProcessStage.PRAZO_RECURSO: (
            "Prazo de recurso ao CRE/RR e de pagamento em curso "
            "(Lei RR 664/2008, arts. 89, parágrafo único, e 91)"
        ),
        ProcessStage.RECURSO_CONSELHO: "Recurso ao CRE/RR (Lei RR 664/2008, art. 91)",
        ProcessStage.AGUARDANDO_NOTIFICACAO_CONSELHO: (
            "Aguardando notificação da decisão do CRE/RR (Lei RR 664/2008, art. 91)"
        ),
    },
}

_GO_ONLY_STAGES = {ProcessStage.REEXAME_CONSELHO, ProcessStage.AGUARDANDO_NOTIFICACAO_REEXAME}


def stage_label(stage: str, jurisdiction: str) -> str:
    """The stage's label as shown in an office of `jurisdiction` (GO or RR)."""
    member = ProcessStage(stage)
    return STAGE_LABELS.get(jurisdiction, {}).get(member, member.label)


def short_stage_label(stage: str, jurisdiction: str) -> str:
    """The stage's label without the act it cites in brackets, for a list's column beside
    the autuado's name (Roraima's "Prazo de recurso ao CRE/RR e de pagamento em curso (Lei
    RR 664/2008, arts. 89, parágrafo único, e 91)" took 692 px of a 1366-pixel window); the
    whole label stays in the cell's tooltip and on the process."""
    return stage_label(stage, jurisdiction).split(" (")[0]


# The stages each stage is reached from, by the acts of the process (Res. AGR 105/2017,
# arts. 82-95; Lei RR 664/2008, arts. 89 and 91): the notification opens the defence, the
# defence or its lapse brings the judgment, a cancellation goes to the Council's review
# (art. 90), a notified decision opens the appeal or ends the process. None: from any stage,
# as a revision reopens a process at any time (art. 96). A process starts awaiting the
# notification of the auto and never goes back there. The database refuses any other move.
STAGE_REACHED_FROM: dict[ProcessStage, tuple[ProcessStage, ...] | None] = {
    ProcessStage.PRAZO_DEFESA: (ProcessStage.AGUARDANDO_NOTIFICACAO,),
    ProcessStage.AGUARDANDO_JULGAMENTO: (ProcessStage.PRAZO_DEFESA,),
    ProcessStage.REEXAME_CONSELHO: (ProcessStage.PRAZO_DEFESA, ProcessStage.AGUARDANDO_JULGAMENTO),
    ProcessStage.AGUARDANDO_NOTIFICACAO_REEXAME: (ProcessStage.REEXAME_CONSELHO,),
    ProcessStage.AGUARDANDO_NOTIFICACAO_DECISAO: (
        ProcessStage.PRAZO_DEFESA,
        ProcessStage.AGUARDANDO_JULGAMENTO,
    ),
    ProcessStage.PRAZO_RECURSO: (ProcessStage.AGUARDANDO_NOTIFICACAO_DECISAO,),
    ProcessStage.RECURSO_CONSELHO: (ProcessStage.PRAZO_RECURSO,),
    ProcessStage.AGUARDANDO_NOTIFICACAO_CONSELHO: None,
    ProcessStage.ENCERRADO: (
        ProcessStage.AGUARDANDO_NOTIFICACAO_DECISAO,
        ProcessStage.PRAZO_RECURSO,
        ProcessStage.AGUARDANDO_NOTIFICACAO_CONSELHO,
        ProcessStage.AGUARDANDO_NOTIFICACAO_REEXAME,
    ),
}


def process_stages(jurisdiction: str) -> tuple[ProcessStage, ...]:
    """The stages a process of `jurisdiction` can be in, in order (no review in RR)."""
    if jurisdiction == Jurisdiction.RR:
        return tuple(stage for stage in ProcessStage if stage not in _GO_ONLY_STAGES)
    return tuple(ProcessStage)
