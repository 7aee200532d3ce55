"""The vehicle form's words that are each state's own. Goiás's captions cite Res. AGR
105/2017 by bare article (the school stripe, the new vehicle and its delivery, the ways of
ownership of arts. 15-20) and its civil-liability policy (arts. 50-51) with the cover the AGR
sets (art. 51 §1º; the hint is Goiás's figure); those numbers are other matters in Lei RR
664/2008, whose vehicle is registered with its Certificado de Propriedade (art. 27) and whose
passengers are insured against accidents and their luggage against damage and loss with no
cover fixed by the law (arts. 20, V, and 39). A Roraima office is shown the plain words and
no figure. The van's act and the seal are Goiás's only and captioned in the form
(`desktop.rules.vehicle_articles`); the bus adapted for comfort is the Código de Trânsito
Brasileiro's (Anexo I), which Res. 105 repeats (art. 6º, XV)."""

from PySide6.QtCore import QCoreApplication

from desktop.rules.choices import Jurisdiction

translate = QCoreApplication.translate


def vehicle_labels(jurisdiction: str) -> dict[str, str]:
    """Captions, titles and hints of the form, by their field or box."""
    if jurisdiction == Jurisdiction.RR:
        return {
            "documents_box": translate("vehicle", "DETRAN e escolar"),
            "documents_box.tip": translate("vehicle", "Documentos do DETRAN e transporte escolar"),
            "school_stripe": translate("vehicle", "Faixa amarela com o dístico ESCOLAR"),
            "new_vehicle": translate("vehicle", "&Zero quilômetro, com nota fiscal"),
            "adapted_for_comfort": translate(
                "vehicle", "Ônibus adaptado para maior comodidade (CTB, Anexo I)"
            ),
            "delivered_on": translate("vehicle", "Entrega"),
            "ownership_box": translate("vehicle", "Propriedade (Lei RR 664/2008, art. 27)"),
            "ownership_box.tip": translate(
                "vehicle",
                "Certificado de Propriedade e declaração de responsabilidade pela manutenção "
                "(Lei RR 664/2008, art. 27)",
            ),
            "inspection.report_number": translate("vehicle", "Laudo nº"),
            "policy.policy_number": translate("vehicle", "Apólice nº"),
            "policy.coverage.hint": "",
        }
    return {
        "documents_box": translate("vehicle", "Requerimento, DETRAN e escolar"),
        "documents_box.tip": translate(
            "vehicle", "Requerimento de registro, documentos do DETRAN e transporte escolar"
        ),
        "school_stripe": translate(
            "vehicle", "Faixa amarela com o dístico ESCOLAR (Res. AGR 105/2017, art. 18)"
        ),
        "new_vehicle": translate(
            "vehicle", "&Zero quilômetro, com nota fiscal (Res. AGR 105/2017, art. 25)"
        ),
        "adapted_for_comfort": translate(
            "vehicle", "Ônibus adaptado para maior comodidade (Res. AGR 105/2017, art. 6º, XV)"
        ),
        "delivered_on": translate("vehicle", "Entrega (Res. AGR 105/2017, art. 23, § 2º)"),
        "ownership_box": translate("vehicle", "Propriedade (Res. AGR 105/2017)"),
        "ownership_box.tip": translate(
            "vehicle",
            "Veículo em nome da autorizatária; leasing com autorização da instituição "
            "financeira; comodato de sócio ou cooperado (Res. AGR 105/2017, arts. 15, 16, 19 "
            "e 20)",
        ),
        "inspection.report_number": translate("vehicle", "Laudo final nº"),
        "policy.policy_number": translate("vehicle", "Apólice RC nº"),
        "policy.coverage.hint": "1.500.000,00",
    }


def chapter_labels(vinculada: bool) -> dict[str, str]:
    """Goiás: the captions that cite the chapter the operator registers its vehicles by — the
    fretamento's (Res. AGR 105/2017, arts. 15 to 17) or, for the característica vinculada
    alone, Chapter V's request of art. 56, I by the "empresa ou instituição", which names
    arts. 14 to 16."""
    if vinculada:
        return {
            "request_notarised": translate(
                "vehicle",
                "Assinado pelo representante legal da empresa ou instituição com firma "
                "reconhecida (Res. AGR 105/2017, art. 56, I)",
            ),
            "ownership_box.tip": translate(
                "vehicle",
                "Veículo em nome da empresa ou instituição; leasing com autorização da "
                "instituição financeira; comodato de sócio ou cooperado (Res. AGR 105/2017, "
                "art. 56, caput e I, com os arts. 15 e 16)",
            ),
        }
    return {
        "request_notarised": translate(
            "vehicle",
            "Assinado pelo representante legal com firma reconhecida (Res. AGR 105/2017, art. "
            "17, I)",
        ),
        "ownership_box.tip": vehicle_labels(Jurisdiction.GO)["ownership_box.tip"],
    }
