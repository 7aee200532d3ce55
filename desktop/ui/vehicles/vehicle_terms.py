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
    arts. 14 to 16, with its report and policy "nos termos" of arts. 23 and 50 (art. 56, IV
    and V) and its CRV of art. 57; and the transfer to such a company, registered by art. 56
    rather than moved between transportadoras by Decreto 8.444/2015, art. 36, § 3º, which
    regulates the delegated services only (art. 1º; `TRANSFER_ARTICLES`)."""
    if vinculada:
        return {
            **_vinculada_records(),
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
        "inspection.intro": translate(
            "vehicle",
            "Laudo final de vistoria de empresa credenciada pelo INMETRO e registrada no "
            "órgão regulador (Res. AGR 105/2017, art. 23). O laudo aprovado gera novo CRV "
            "(art. 24).",
        ),
        "inspections.caption": translate(
            "vehicle",
            "Laudos finais de vistoria (Res. AGR 105/2017, art. 23): anual até 10 anos de "
            "fabricação, semestral acima disso e para o transporte escolar.",
        ),
        "policy.intro": translate(
            "vehicle",
            "Seguro de responsabilidade civil em nome da autorizatária, por veículo e por "
            "evento (Res. AGR 105/2017, arts. 50 e 51).",
        ),
        "transfer.receiver": translate("vehicle", "Nova autorizatária"),
        "transfer.choose": translate("vehicle", "Escolha a nova autorizatária."),
        "transfer.intro": translate(
            "vehicle",
            "O veículo registrado pode ser transferido a outra autorizatária, observadas as "
            "condições do seu registro (Decreto 8.444/2015, art. 36, § 3º): a nova "
            "autorizatária com registro cadastral em vigor e o veículo próprio, em leasing "
            "autorizado ou cedido por sócio ou cooperado em comodato (Res. AGR 105/2017, "
            "arts. 15, 16, 19 e 20), licenciado pelo DETRAN-GO em nome da nova autorizatária, "
            "com o seu novo CRLV (art. 15, II). Um novo CRV é emitido em nome da nova "
            "autorizatária.",
        ),
    }


def _vinculada_records() -> dict[str, str]:
    """The característica vinculada alone's inspection, policy and transfer in Chapter V's
    words."""
    return {
        "inspection.intro": translate(
            "vehicle",
            "Laudo final de vistoria nos termos do art. 23, de empresa credenciada pelo "
            "INMETRO e registrada no órgão regulador (Res. AGR 105/2017, art. 56, IV). O "
            "laudo aprovado gera novo CRV (art. 57).",
        ),
        "inspections.caption": translate(
            "vehicle",
            "Laudos finais de vistoria (Res. AGR 105/2017, art. 56, IV, e art. 23): anual até "
            "10 anos de fabricação, semestral acima disso e para o transporte escolar.",
        ),
        "policy.intro": translate(
            "vehicle",
            "Seguro de responsabilidade civil em nome da empresa ou instituição, por veículo "
            "e por evento (Res. AGR 105/2017, art. 56, V, e arts. 50 e 51).",
        ),
        "transfer.receiver": translate("vehicle", "Nova empresa ou instituição"),
        "transfer.choose": translate("vehicle", "Escolha a empresa ou instituição."),
        "transfer.intro": translate(
            "vehicle",
            "O veículo passa à empresa ou instituição da característica vinculada pelo "
            "registro em seu nome (Res. AGR 105/2017, art. 56, caput, com os arts. 15 e 16), "
            "não pela transferência entre transportadoras do Decreto 8.444/2015: a empresa ou "
            "instituição com registro cadastral em vigor e o veículo próprio, em leasing "
            "autorizado ou cedido por sócio ou cooperado em comodato, licenciado pelo "
            "DETRAN-GO em seu nome, com o seu novo CRLV (art. 56, III, e art. 15, II), e o "
            "laudo final de vistoria em vigor (art. 56, IV). Um novo CRV é emitido em nome da "
            "empresa ou instituição (art. 57).",
        ),
    }
