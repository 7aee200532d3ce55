"""The document checklists of Res. 105 arts. 8-11, 54, 56 (GO) and Lei 664 arts. 2, 18 (RR)."""

from desktop.rules.choices import RegistrationModality
from desktop.services.registration.checklist import (
    all_checklist_items,
    asked_articles,
    checklist_for,
    checklist_item,
)


def kinds(items):
    return {item.kind for item in items}


def test_go_generic_documents_of_art_9_for_every_charter_modality():
    art9 = {
        i.kind
        for i in all_checklist_items("GO")
        if i.article.startswith("Res. AGR 105/2017, art. 9º")
    }
    assert len(art9) == 9  # art. 9, incisos I to IX
    for modality in ("eventual_turistico", "continuo", "continuo_escolar"):
        assert art9 <= kinds(checklist_for("GO", "empresa", [modality]))


def test_go_mtur_certificate_only_for_eventual_turistico_art_10():
    assert "cadastur_mtur" in kinds(checklist_for("GO", "empresa", ["eventual_turistico"]))
    assert "cadastur_mtur" not in kinds(checklist_for("GO", "empresa", ["continuo"]))
    assert checklist_item("GO", "cadastur_mtur").article == "Res. AGR 105/2017, art. 10"


def test_go_ocb_documents_only_for_cooperatives_art_11():
    ocb = {"cooperativa_atos", "ocb_registro", "ocb_regularidade"}
    assert ocb <= kinds(checklist_for("GO", "cooperativa", ["continuo"]))
    assert not ocb & kinds(checklist_for("GO", "empresa", ["continuo"]))


def test_go_caracteristica_vinculada_art_56():
    """Art. 56, I-V: the request, the CNPJ, the vehicles' CRLV and DPVAT, their laudo and their
    insurance policy; none of the fretamento's arts. 8º-11. The CTPS or RAIS of the persons
    carried (art. 54) is not a registration paper: the AGR may demand it of a licence (art.
    59, parágrafo único)."""
    for kind in ("empresa", "cooperativa", "instituicao_publica"):
        items = checklist_for("GO", kind, ["caracteristica_vinculada"])
        assert [item.article for item in items] == [
            "Res. AGR 105/2017, art. 56, I",
            "Res. AGR 105/2017, art. 56, II",
            "Res. AGR 105/2017, art. 56, III",
            "Res. AGR 105/2017, art. 56, IV; art. 23",
            "Res. AGR 105/2017, art. 56, V; art. 50",
        ], kind


def test_rr_art_18_documents():
    escolar = kinds(checklist_for("RR", "empresa", ["continuo_escolar"]))
    assert {"antecedentes_dirigentes", "caucao", "contrato_escolar"} <= escolar
    assert "contrato_escolar" not in kinds(checklist_for("RR", "empresa", ["eventual_turistico"]))
    assert checklist_item("RR", "caucao").article == "Lei RR 664/2008, art. 18, II"


def test_every_item_names_its_article_and_known_modalities():
    for jurisdiction in ("GO", "RR"):
        for item in all_checklist_items(jurisdiction):
            # The act by its name: "Res. 105" and "Lei 664" are no act's name to a clerk.
            act = {"GO": "Res. AGR 105/2017, art.", "RR": "Lei RR 664/2008, art."}[jurisdiction]
            assert item.article.startswith(act)
            assert set(item.modalities) <= set(RegistrationModality.codes())
            # Res. 105, art. 53, II: prefeituras and public institutions, Goiás only.
            kinds_known = {"empresa", "cooperativa"} | (
                {"instituicao_publica"} if jurisdiction == "GO" else set()
            )
            assert set(item.operator_kinds) <= kinds_known
    assert checklist_item("GO", "nao_existe") is None


def test_go_articles_of_incorporation_as_art_9_I_and_the_decree_ask_them():
    """Res. AGR 105/2017, art. 9º, I: the registered act, its object compatible with the
    transport, and for a sociedade por ações the election and investiture of its
    administrators; Decreto 8.444/2015, art. 13, parágrafo único: registered at the Junta
    Comercial."""
    item = checklist_item("GO", "ato_constitutivo")
    assert "Junta Comercial" in item.title
    assert "sociedade por ações" in item.title
    assert "eleição e posse dos administradores" in item.title
    assert (
        item.article
        == "Res. AGR 105/2017, art. 9º, I; Decreto 8.444/2015, art. 13, parágrafo único"
    )


def test_go_both_chapters_ask_the_request_and_the_cnpj_once_under_both_articles():
    """Art. 8º, I / art. 56, I and art. 9º, II / art. 56, II: one paper each, both articles;
    the documents asked are those of the articles of each chapter that apply."""
    both = ["continuo", "caracteristica_vinculada"]
    items = {item.kind: item for item in checklist_for("GO", "empresa", both)}
    assert not {"vinculada_requerimento", "vinculada_cnpj"} & set(items)
    assert items["requerimento"].article == "Res. AGR 105/2017, art. 8º, I; art. 56, I"
    assert items["cnpj"].article == "Res. AGR 105/2017, art. 9º, II; art. 56, II"
    assert items["cnpj"].accepted_kinds == ("cnpj", "vinculada_cnpj")
    assert asked_articles("GO", "empresa", both) == ("art. 8º", "art. 9º", "art. 56")
    cooperative = asked_articles("GO", "cooperativa", ["eventual_turistico"])
    assert cooperative == ("art. 8º", "art. 9º", "art. 10", "art. 11")
