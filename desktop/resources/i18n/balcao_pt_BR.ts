<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="pt_BR">
<context>
    <name>AdminArea</name>
    <message>
        <source>&amp;Usuários</source>
        <translation>&amp;Usuários</translation>
    </message>
    <message>
        <source>&amp;Fechamentos do escritório</source>
        <translation>&amp;Fechamentos do escritório</translation>
    </message>
    <message>
        <source>C&amp;haves de assinatura</source>
        <translation>C&amp;haves de assinatura</translation>
    </message>
</context>
<context>
    <name>CancellationDialog</name>
    <message>
        <source>Cancelamentos de ofício (Lei 664/2008, art. 31, I)</source>
        <translation>Cancelamentos de ofício (Lei 664/2008, art. 31, I)</translation>
    </message>
    <message>
        <source>Placa</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Operador</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>Fabricação</source>
        <translation>Fabricação</translation>
    </message>
    <message>
        <source>Idade</source>
        <translation>Idade</translation>
    </message>
    <message>
        <source>Observação</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Cancelar o &amp;registro selecionado</source>
        <translation>Cancelar o &amp;registro selecionado</translation>
    </message>
    <message>
        <source>%1 veículo(s) com 15 anos de fabricação completos: o registro é cancelado de ofício (Lei 664/2008, art. 31, I).</source>
        <translation>%1 veículo(s) com 15 anos de fabricação completos: o registro é cancelado de ofício (Lei 664/2008, art. 31, I).</translation>
    </message>
    <message>
        <source>%1 anos</source>
        <translation>%1 anos</translation>
    </message>
    <message>
        <source>Selecione o veículo na lista.</source>
        <translation>Selecione o veículo na lista.</translation>
    </message>
</context>
<context>
    <name>ClosuresTab</name>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Data</translation>
    </message>
    <message>
        <source>&amp;Motivo</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>ex.: ponto facultativo</source>
        <translation>ex.: ponto facultativo</translation>
    </message>
    <message>
        <source>&amp;Registrar fechamento</source>
        <translation>&amp;Registrar fechamento</translation>
    </message>
    <message>
        <source>Os prazos em dias úteis calculados depois do registro não contam estes dias.</source>
        <translation>Os prazos em dias úteis calculados depois do registro não contam estes dias.</translation>
    </message>
</context>
<context>
    <name>CompaniesDialog</name>
    <message>
        <source>Empresas de inspeção veicular</source>
        <translation>Empresas de inspeção veicular</translation>
    </message>
    <message>
        <source>Empresas credenciadas pelo INMETRO e registradas no órgão regulador que emitem o laudo final de vistoria (Res. AGR 105/2017, art. 23).</source>
        <translation>Empresas credenciadas pelo INMETRO e registradas no órgão regulador que emitem o laudo final de vistoria (Res. AGR 105/2017, art. 23).</translation>
    </message>
    <message>
        <source>Empresa</source>
        <translation>Empresa</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>INMETRO</source>
        <translation>INMETRO</translation>
    </message>
    <message>
        <source>Registro</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>&amp;Nome</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;CNPJ</source>
        <translation>&amp;CNPJ</translation>
    </message>
    <message>
        <source>Credenciamento &amp;INMETRO</source>
        <translation>Credenciamento &amp;INMETRO</translation>
    </message>
    <message>
        <source>&amp;Registro no órgão regulador</source>
        <translation>&amp;Registro no órgão regulador</translation>
    </message>
    <message>
        <source>Re&amp;gistrar empresa</source>
        <translation>Re&amp;gistrar empresa</translation>
    </message>
</context>
<context>
    <name>FinanceArea</name>
    <message>
        <source>CNPJ do operador</source>
        <translation>CNPJ do operador</translation>
    </message>
    <message>
        <source>&amp;Consultar</source>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>Débito</source>
        <translation>Débito</translation>
    </message>
    <message>
        <source>Vencimento</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>Valor</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Pago</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Em aberto</source>
        <translation>Em aberto</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Registrar &amp;pagamento…</source>
        <translation>Registrar &amp;pagamento…</translation>
    </message>
    <message>
        <source>Emitir &amp;certidão de débitos</source>
        <translation>Emitir &amp;certidão de débitos</translation>
    </message>
    <message>
        <source>Nenhum operador com este CNPJ.</source>
        <translation>Nenhum operador com este CNPJ.</translation>
    </message>
    <message>
        <source>%1 débito(s) vencido(s): sem certidão negativa (Res. AGR 105/2017, art. 101).</source>
        <translation>%1 débito(s) vencido(s): sem certidão negativa (Res. AGR 105/2017, art. 101).</translation>
    </message>
    <message>
        <source>Sem débitos vencidos: certidão negativa disponível.</source>
        <translation>Sem débitos vencidos: certidão negativa disponível.</translation>
    </message>
    <message>
        <source>suspensa de %1 a %2</source>
        <translation>suspensa de %1 a %2</translation>
    </message>
    <message>
        <source>caducidade declarada em %1</source>
        <translation>caducidade declarada em %1</translation>
    </message>
    <message>
        <source>%1 advertência(s)</source>
        <translation>%1 advertência(s)</translation>
    </message>
    <message>
        <source>Sanções: %1</source>
        <translation>Sanções: %1</translation>
    </message>
    <message>
        <source>Cancelado em %1</source>
        <translation>Cancelado em %1</translation>
    </message>
    <message>
        <source>Quitado</source>
        <translation>Quitado</translation>
    </message>
    <message>
        <source>Vencido</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>A vencer</source>
        <translation>A vencer</translation>
    </message>
    <message>
        <source>Informe o valor em reais.</source>
        <translation>Informe o valor em reais.</translation>
    </message>
    <message>
        <source>Registrar pagamento</source>
        <translation>Registrar pagamento</translation>
    </message>
    <message>
        <source>Em aberto: %1</source>
        <translation>Em aberto: %1</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Data do pagamento</source>
        <translation>&amp;Data do pagamento</translation>
    </message>
    <message>
        <source>&amp;Valor (R$)</source>
        <translation>&amp;Valor (R$)</translation>
    </message>
    <message>
        <source>&amp;Guia ou comprovante</source>
        <translation>&amp;Guia ou comprovante</translation>
    </message>
    <message>
        <source>Certidão Negativa de Débito</source>
        <translation>Certidão Negativa de Débito</translation>
    </message>
    <message>
        <source>Certidão Positiva de Débito</source>
        <translation>Certidão Positiva de Débito</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>Histórico do veículo, do mais recente ao mais antigo.</source>
        <translation>Histórico do veículo, do mais recente ao mais antigo.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Evento</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Base legal</source>
        <translation>Base legal</translation>
    </message>
    <message>
        <source>Detalhes</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>CRV</source>
        <translation>CRV</translation>
    </message>
    <message>
        <source>Emissão</source>
        <translation>Emissão</translation>
    </message>
    <message>
        <source>Válido até</source>
        <translation>Válido até</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Certificados de registro emitidos (art. 24)</source>
        <translation>Certificados de registro emitidos (art. 24)</translation>
    </message>
    <message>
        <source> — FORA DO PRAZO</source>
        <translation> — FORA DO PRAZO</translation>
    </message>
    <message>
        <source>Substituído</source>
        <translation>Substituído</translation>
    </message>
    <message>
        <source>Em vigor</source>
        <translation>Em vigor</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Início — %1</source>
        <translation>Início — %1</translation>
    </message>
    <message>
        <source>operadores cadastrados</source>
        <translation>operadores cadastrados</translation>
    </message>
    <message>
        <source>pedidos de registro em andamento</source>
        <translation>pedidos de registro em andamento</translation>
    </message>
    <message>
        <source>CRCs vencendo em 60 dias</source>
        <translation>CRCs vencendo em 60 dias</translation>
    </message>
    <message>
        <source>documentos vencendo em 60 dias</source>
        <translation>documentos vencendo em 60 dias</translation>
    </message>
    <message>
        <source>Próximos &amp;30 dias</source>
        <translation>Próximos &amp;30 dias</translation>
    </message>
    <message>
        <source>Próximos &amp;60 dias</source>
        <translation>Próximos &amp;60 dias</translation>
    </message>
    <message>
        <source>O que vence</source>
        <translation>O que vence</translation>
    </message>
    <message>
        <source>Vence em</source>
        <translation>Vence em</translation>
    </message>
    <message>
        <source>O quê</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Operador</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>Placa</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>&amp;Imprimir lista…</source>
        <translation>&amp;Imprimir lista…</translation>
    </message>
    <message>
        <source>&amp;Operadores: CRCs e documentos (%1)</source>
        <translation>&amp;Operadores: CRCs e documentos (%1)</translation>
    </message>
    <message>
        <source>&amp;Veículos: vistoria, seguro e CRV (%1)</source>
        <translation>&amp;Veículos: vistoria, seguro e CRV (%1)</translation>
    </message>
    <message>
        <source>&amp;Licenças de viagem (%1)</source>
        <translation>&amp;Licenças de viagem (%1)</translation>
    </message>
    <message>
        <source>%1 com análise atrasada; %2 com pendência vencida</source>
        <translation>%1 com análise atrasada; %2 com pendência vencida</translation>
    </message>
    <message>
        <source>%1 em 30 dias</source>
        <translation>%1 em 30 dias</translation>
    </message>
    <message>
        <source>CRC %1 (renovação a partir de %2)</source>
        <translation>CRC %1 (renovação a partir de %2)</translation>
    </message>
</context>
<context>
    <name>InspectionsTab</name>
    <message>
        <source>Laudos finais de vistoria (Res. AGR 105/2017, art. 23): anual até 10 anos de fabricação, semestral acima disso e para o transporte escolar.</source>
        <translation>Laudos finais de vistoria (Res. AGR 105/2017, art. 23): anual até 10 anos de fabricação, semestral acima disso e para o transporte escolar.</translation>
    </message>
    <message>
        <source>Laudo</source>
        <translation>Laudo</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Válido até</source>
        <translation>Válido até</translation>
    </message>
    <message>
        <source>Empresa</source>
        <translation>Empresa</translation>
    </message>
    <message>
        <source>Observações</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>Aprovado</source>
        <translation>Aprovado</translation>
    </message>
    <message>
        <source>Reprovado</source>
        <translation>Reprovado</translation>
    </message>
    <message>
        <source> (exigida)</source>
        <translation> (exigida)</translation>
    </message>
</context>
<context>
    <name>InsuranceTab</name>
    <message>
        <source>Seguro de responsabilidade civil em nome da autorizatária, por veículo e por evento (Res. AGR 105/2017, arts. 50 e 51).</source>
        <translation>Seguro de responsabilidade civil em nome da autorizatária, por veículo e por evento (Res. AGR 105/2017, arts. 50 e 51).</translation>
    </message>
    <message>
        <source>Apólice</source>
        <translation>Apólice</translation>
    </message>
    <message>
        <source>Seguradora</source>
        <translation>Seguradora</translation>
    </message>
    <message>
        <source>Segurado</source>
        <translation>Segurado</translation>
    </message>
    <message>
        <source>Cobertura</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Vigência</source>
        <translation>Vigência</translation>
    </message>
</context>
<context>
    <name>KeysTab</name>
    <message>
        <source>Chave deste escritório: %1</source>
        <translation>Chave deste escritório: %1</translation>
    </message>
    <message>
        <source>&amp;Exportar chave pública…</source>
        <translation>&amp;Exportar chave pública…</translation>
    </message>
    <message>
        <source>Escritório</source>
        <translation>Escritório</translation>
    </message>
    <message>
        <source>Chave</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Importada em</source>
        <translation>Importada em</translation>
    </message>
    <message>
        <source>&amp;Código do escritório</source>
        <translation>&amp;Código do escritório</translation>
    </message>
    <message>
        <source>ex.: ANP</source>
        <translation>ex.: ANP</translation>
    </message>
    <message>
        <source>&amp;Importar chave de outro escritório…</source>
        <translation>&amp;Importar chave de outro escritório…</translation>
    </message>
    <message>
        <source>Chaves de outros escritórios, para verificar os documentos que eles emitem:</source>
        <translation>Chaves de outros escritórios, para verificar os documentos que eles emitem:</translation>
    </message>
    <message>
        <source>Chave pública do outro escritório</source>
        <translation>Chave pública do outro escritório</translation>
    </message>
    <message>
        <source>Chave pública (*.pem);;Todos (*)</source>
        <translation>Chave pública (*.pem);;Todos (*)</translation>
    </message>
    <message>
        <source>Salvar chave pública</source>
        <translation>Salvar chave pública</translation>
    </message>
    <message>
        <source>Chave pública (*.pem)</source>
        <translation>Chave pública (*.pem)</translation>
    </message>
</context>
<context>
    <name>LegislationArea</name>
    <message>
        <source>Filtrar por código, grupo, texto ou artigo</source>
        <translation>Filtrar por código, grupo, texto ou artigo</translation>
    </message>
    <message>
        <source>Código</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Grupo</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Infração</source>
        <translation>Infração</translation>
    </message>
    <message>
        <source>Valor vigente</source>
        <translation>Valor vigente</translation>
    </message>
    <message>
        <source>Artigo</source>
        <translation>Artigo</translation>
    </message>
    <message>
        <source>Penalidade e medidas</source>
        <translation>Penalidade e medidas</translation>
    </message>
    <message>
        <source>Registrar valor atualizado…</source>
        <translation>Registrar valor atualizado…</translation>
    </message>
    <message>
        <source>Infrações e valores vigentes em %1 — %2</source>
        <translation>Infrações e valores vigentes em %1 — %2</translation>
    </message>
    <message>
        <source>medidas: art. %1</source>
        <translation>medidas: art. %1</translation>
    </message>
    <message>
        <source>Informe o valor em reais.</source>
        <translation>Informe o valor em reais.</translation>
    </message>
    <message>
        <source>Registrar valor atualizado</source>
        <translation>Registrar valor atualizado</translation>
    </message>
    <message>
        <source>Valores atualizados anualmente pelo IGP-DI (Res. AGR 105/2017, art. 98) ou o coeficiente tarifário do CRE/RR, com a data de vigência e o ato que os publicou.</source>
        <translation>Valores atualizados anualmente pelo IGP-DI (Res. AGR 105/2017, art. 98) ou o coeficiente tarifário do CRE/RR, com a data de vigência e o ato que os publicou.</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Valor</source>
        <translation>&amp;Valor</translation>
    </message>
    <message>
        <source>&amp;Vigência a partir de</source>
        <translation>&amp;Vigência a partir de</translation>
    </message>
    <message>
        <source>Valor (R$)</source>
        <translation>Valor (R$)</translation>
    </message>
    <message>
        <source>&amp;Fonte</source>
        <translation>&amp;Fonte</translation>
    </message>
    <message>
        <source>Portaria nº …, DOE de …</source>
        <translation>Portaria nº …, DOE de …</translation>
    </message>
</context>
<context>
    <name>LicenceForm</name>
    <message>
        <source>&amp;Modalidade</source>
        <translation>&amp;Modalidade</translation>
    </message>
    <message>
        <source>CNPJ ou nome da autorizatária</source>
        <translation>CNPJ ou nome da autorizatária</translation>
    </message>
    <message>
        <source>&amp;Autorizatária</source>
        <translation>&amp;Autorizatária</translation>
    </message>
    <message>
        <source>&amp;Veículos</source>
        <translation>&amp;Veículos</translation>
    </message>
    <message>
        <source>&amp;Origem</source>
        <translation>&amp;Origem</translation>
    </message>
    <message>
        <source>&amp;Destino</source>
        <translation>&amp;Destino</translation>
    </message>
    <message>
        <source>&amp;Itinerário</source>
        <translation>&amp;Itinerário</translation>
    </message>
    <message>
        <source>Rodovias e pontos de passagem</source>
        <translation>Rodovias e pontos de passagem</translation>
    </message>
    <message>
        <source>Primeiro dia</source>
        <translation>Primeiro dia</translation>
    </message>
    <message>
        <source>Último dia</source>
        <translation>Último dia</translation>
    </message>
    <message>
        <source>&amp;Partida</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Pedido em (art. 28, I)</source>
        <translation>Pedido em (art. 28, I)</translation>
    </message>
    <message>
        <source>&amp;Nota fiscal</source>
        <translation>&amp;Nota fiscal</translation>
    </message>
    <message>
        <source>Contratante</source>
        <translation>Contratante</translation>
    </message>
    <message>
        <source>CNPJ/CPF do contratante</source>
        <translation>CNPJ/CPF do contratante</translation>
    </message>
    <message>
        <source>Contrato nº</source>
        <translation>Contrato nº</translation>
    </message>
    <message>
        <source>Data do contrato</source>
        <translation>Data do contrato</translation>
    </message>
    <message>
        <source>Quantidade de viagens</source>
        <translation>Quantidade de viagens</translation>
    </message>
    <message>
        <source>segunda 06:30 17:30</source>
        <translation>segunda 06:30 17:30</translation>
    </message>
    <message>
        <source>Dias e horários</source>
        <translation>Dias e horários</translation>
    </message>
    <message>
        <source>Lista de passageiros</source>
        <translation>Lista de passageiros</translation>
    </message>
    <message>
        <source>Destinos</source>
        <translation>Destinos</translation>
    </message>
    <message>
        <source>Instituição pública (art. 54, parágrafo único)</source>
        <translation>Instituição pública (art. 54, parágrafo único)</translation>
    </message>
    <message>
        <source>Termo de compromisso (art. 20)</source>
        <translation>Termo de compromisso (art. 20)</translation>
    </message>
    <message>
        <source>Documentos apresentados</source>
        <translation>Documentos apresentados</translation>
    </message>
    <message>
        <source>Motoristas (arts. 46 e 47)</source>
        <translation>Motoristas (arts. 46 e 47)</translation>
    </message>
    <message>
        <source>Motorista já cadastrado: nome ou CPF</source>
        <translation>Motorista já cadastrado: nome ou CPF</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>CNH</source>
        <translation>CNH</translation>
    </message>
    <message>
        <source>Nº do documento de vínculo</source>
        <translation>Nº do documento de vínculo</translation>
    </message>
    <message>
        <source>Certificado de direção defensiva (escolar)</source>
        <translation>Certificado de direção defensiva (escolar)</translation>
    </message>
    <message>
        <source>Adicionar &amp;motorista</source>
        <translation>Adicionar &amp;motorista</translation>
    </message>
    <message>
        <source>Passageiros</source>
        <translation>Passageiros</translation>
    </message>
    <message>
        <source>Nova &amp;linha</source>
        <translation>Nova &amp;linha</translation>
    </message>
    <message>
        <source>&amp;Importar CSV/XLSX…</source>
        <translation>&amp;Importar CSV/XLSX…</translation>
    </message>
    <message>
        <source>{0} passageiro(s)</source>
        <translation>{0} passageiro(s)</translation>
    </message>
</context>
<context>
    <name>LicenceHomePanel</name>
    <message>
        <source>Licenças contínuas e escolares que terminam em até 30 dias (arts. 29 e 30)</source>
        <translation>Licenças contínuas e escolares que terminam em até 30 dias (arts. 29 e 30)</translation>
    </message>
    <message>
        <source>Licença</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>Último dia</source>
        <translation>Último dia</translation>
    </message>
    <message>
        <source>Placa</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Autorizatária</source>
        <translation>Autorizatária</translation>
    </message>
    <message>
        <source>Licenças emitidas hoje: {0}</source>
        <translation>Licenças emitidas hoje: {0}</translation>
    </message>
</context>
<context>
    <name>LicencesArea</name>
    <message>
        <source>Nova (Ctrl+N)</source>
        <translation>Nova (Ctrl+N)</translation>
    </message>
    <message>
        <source>Verificar (F5)</source>
        <translation>Verificar (F5)</translation>
    </message>
    <message>
        <source>Emitir (Ctrl+E)</source>
        <translation>Emitir (Ctrl+E)</translation>
    </message>
    <message>
        <source>Imprimir (Ctrl+P)</source>
        <translation>Imprimir (Ctrl+P)</translation>
    </message>
    <message>
        <source>Lista de passageiros</source>
        <translation>Lista de passageiros</translation>
    </message>
    <message>
        <source>Lote de hoje (Ctrl+L)</source>
        <translation>Lote de hoje (Ctrl+L)</translation>
    </message>
    <message>
        <source>Desistência…</source>
        <translation>Desistência…</translation>
    </message>
    <message>
        <source>Continuação…</source>
        <translation>Continuação…</translation>
    </message>
    <message>
        <source>Passageiro…</source>
        <translation>Passageiro…</translation>
    </message>
    <message>
        <source>Número da licença</source>
        <translation>Número da licença</translation>
    </message>
    <message>
        <source>Autorizatária (CNPJ ou nome)</source>
        <translation>Autorizatária (CNPJ ou nome)</translation>
    </message>
    <message>
        <source>Veículo (placa)</source>
        <translation>Veículo (placa)</translation>
    </message>
    <message>
        <source>Emitidas em</source>
        <translation>Emitidas em</translation>
    </message>
    <message>
        <source>Número</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Modalidade</source>
        <translation>Modalidade</translation>
    </message>
    <message>
        <source>Placas</source>
        <translation>Placas</translation>
    </message>
    <message>
        <source>Início</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Autorizatária</source>
        <translation>Autorizatária</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Desistência</source>
        <translation>Desistência</translation>
    </message>
    <message>
        <source>Emitida</source>
        <translation>Emitida</translation>
    </message>
    <message>
        <source>&amp;Pedido</source>
        <translation>&amp;Pedido</translation>
    </message>
    <message>
        <source>&amp;Licença</source>
        <translation>&amp;Licença</translation>
    </message>
    <message>
        <source>Nenhum impedimento: a licença pode ser emitida.</source>
        <translation>Nenhum impedimento: a licença pode ser emitida.</translation>
    </message>
    <message>
        <source>A licença não pode ser emitida:</source>
        <translation>A licença não pode ser emitida:</translation>
    </message>
    <message>
        <source>Licença nº {0} emitida; código de verificação {1}.</source>
        <translation>Licença nº {0} emitida; código de verificação {1}.</translation>
    </message>
    <message>
        <source>Licença {0}</source>
        <translation>Licença {0}</translation>
    </message>
    <message>
        <source>Importar passageiros</source>
        <translation>Importar passageiros</translation>
    </message>
    <message>
        <source>Planilhas (*.xlsx *.csv)</source>
        <translation>Planilhas (*.xlsx *.csv)</translation>
    </message>
    <message>
        <source>Não foi possível ler o arquivo: {0}</source>
        <translation>Não foi possível ler o arquivo: {0}</translation>
    </message>
    <message>
        <source>Linha {0}: {1}</source>
        <translation>Linha {0}: {1}</translation>
    </message>
    <message>
        <source>… e mais {0} linha(s) com erro.</source>
        <translation>… e mais {0} linha(s) com erro.</translation>
    </message>
    <message>
        <source>Nada foi importado; corrija a planilha:</source>
        <translation>Nada foi importado; corrija a planilha:</translation>
    </message>
    <message>
        <source>Licença nº {0} — {1}</source>
        <translation>Licença nº {0} — {1}</translation>
    </message>
    <message>
        <source>Autorizatária: {0} ({1})</source>
        <translation>Autorizatária: {0} ({1})</translation>
    </message>
    <message>
        <source>Veículo: {0}, {1} lugares</source>
        <translation>Veículo: {0}, {1} lugares</translation>
    </message>
    <message>
        <source>De {0} a {1}: {2} → {3}</source>
        <translation>De {0} a {1}: {2} → {3}</translation>
    </message>
    <message>
        <source>Itinerário: {0}</source>
        <translation>Itinerário: {0}</translation>
    </message>
    <message>
        <source>Situação: {0}</source>
        <translation>Situação: {0}</translation>
    </message>
    <message>
        <source>desistência do usuário (art. 28, § 2º)</source>
        <translation>desistência do usuário (art. 28, § 2º)</translation>
    </message>
    <message>
        <source>emitida</source>
        <translation>emitida</translation>
    </message>
    <message>
        <source>Motoristas:</source>
        <translation>Motoristas:</translation>
    </message>
    <message>
        <source>Passageiros ({0}; {1} alteração(ões) após a emissão):</source>
        <translation>Passageiros ({0}; {1} alteração(ões) após a emissão):</translation>
    </message>
    <message>
        <source>Anotações:</source>
        <translation>Anotações:</translation>
    </message>
    <message>
        <source>Anotação</source>
        <translation>Anotação</translation>
    </message>
    <message>
        <source>Licença</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>Relação de passageiros</source>
        <translation>Relação de passageiros</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Nenhuma licença emitida hoje.</source>
        <translation>Nenhuma licença emitida hoje.</translation>
    </message>
    <message>
        <source>Imprimir {0} licença(s)</source>
        <translation>Imprimir {0} licença(s)</translation>
    </message>
    <message>
        <source>Imprimindo {0} licença(s)…</source>
        <translation>Imprimindo {0} licença(s)…</translation>
    </message>
    <message>
        <source>{0} licença(s) enviada(s) à impressora.</source>
        <translation>{0} licença(s) enviada(s) à impressora.</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <source>Balcão — entrar</source>
        <translation>Balcão — entrar</translation>
    </message>
    <message>
        <source>&amp;Usuário</source>
        <translation>&amp;Usuário</translation>
    </message>
    <message>
        <source>&amp;Senha</source>
        <translation>&amp;Senha</translation>
    </message>
    <message>
        <source>Entrar</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Escritório de demonstração: usuário %1, senha %2. Os outros usuários estão no LEIA-ME.txt da pasta.</source>
        <translation>Escritório de demonstração: usuário %1, senha %2. Os outros usuários estão no LEIA-ME.txt da pasta.</translation>
    </message>
    <message>
        <source>Informe o usuário e a senha.</source>
        <translation>Informe o usuário e a senha.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Balcão — %1</source>
        <translation>Balcão — %1</translation>
    </message>
    <message>
        <source>Buscar CNPJ, razão social, placa, RENAVAM ou número de documento (Ctrl+K)</source>
        <translation>Buscar CNPJ, razão social, placa, RENAVAM ou número de documento (Ctrl+K)</translation>
    </message>
    <message>
        <source>Balcão</source>
        <translation>Balcão</translation>
    </message>
    <message>
        <source>nenhuma impressora padrão</source>
        <translation>nenhuma impressora padrão</translation>
    </message>
    <message>
        <source>Escritório: %1 (%2)</source>
        <translation>Escritório: %1 (%2)</translation>
    </message>
    <message>
        <source>Usuário: %1</source>
        <translation>Usuário: %1</translation>
    </message>
    <message>
        <source>Banco: %1</source>
        <translation>Banco: %1</translation>
    </message>
    <message>
        <source>Impressora: %1</source>
        <translation>Impressora: %1</translation>
    </message>
    <message>
        <source>Procurando o documento %1…</source>
        <translation>Procurando o documento %1…</translation>
    </message>
    <message>
        <source>Busca</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>Há mais de um documento nº %1:
%2
Mostrando o auto de infração.</source>
        <translation>Há mais de um documento nº %1:
%2
Mostrando o auto de infração.</translation>
    </message>
    <message>
        <source>Nenhum documento nº %1 foi emitido neste escritório.</source>
        <translation>Nenhum documento nº %1 foi emitido neste escritório.</translation>
    </message>
    <message>
        <source>Há mais de um documento nº %1:
%2
Mostrando o primeiro.</source>
        <translation>Há mais de um documento nº %1:
%2
Mostrando o primeiro.</translation>
    </message>
</context>
<context>
    <name>MeasuresBox</name>
    <message>
        <source>Medida</source>
        <translation>Medida</translation>
    </message>
    <message>
        <source>Início</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Prazo</source>
        <translation>Prazo</translation>
    </message>
    <message>
        <source>Liberação</source>
        <translation>Liberação</translation>
    </message>
    <message>
        <source>Registrar &amp;medida…</source>
        <translation>Registrar &amp;medida…</translation>
    </message>
    <message>
        <source>&amp;Liberar veículo…</source>
        <translation>&amp;Liberar veículo…</translation>
    </message>
    <message>
        <source>até %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>não antes de %1</source>
        <translation>não antes de %1</translation>
    </message>
    <message>
        <source>Registrar medida administrativa</source>
        <translation>Registrar medida administrativa</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Medida</source>
        <translation>&amp;Medida</translation>
    </message>
    <message>
        <source>&amp;Inciso</source>
        <translation>&amp;Inciso</translation>
    </message>
    <message>
        <source>&amp;Data e hora</source>
        <translation>&amp;Data e hora</translation>
    </message>
    <message>
        <source>&amp;Depósito ou pátio</source>
        <translation>&amp;Depósito ou pátio</translation>
    </message>
    <message>
        <source>Liberar veículo %1</source>
        <translation>Liberar veículo %1</translation>
    </message>
    <message>
        <source>Liberar</source>
        <translation>Liberar</translation>
    </message>
    <message>
        <source>&amp;Condição</source>
        <translation>&amp;Condição</translation>
    </message>
    <message>
        <source>&amp;Guia das taxas do depósito</source>
        <translation>&amp;Guia das taxas do depósito</translation>
    </message>
    <message>
        <source>&amp;Observação</source>
        <translation>&amp;Observação</translation>
    </message>
    <message>
        <source>Ato da autoridade superior (Lei RR 664/2008, art. 90, § 4º)</source>
        <translation>Ato da autoridade superior (Lei RR 664/2008, art. 90, § 4º)</translation>
    </message>
</context>
<context>
    <name>MunicipalityPicker</name>
    <message>
        <source>Digite o início do nome do município</source>
        <translation>Digite o início do nome do município</translation>
    </message>
</context>
<context>
    <name>NoticeForm</name>
    <message>
        <source>I — &amp;CNPJ da autorizatária</source>
        <translation>I — &amp;CNPJ da autorizatária</translation>
    </message>
    <message>
        <source>Nome da autorizatária</source>
        <translation>Nome da autorizatária</translation>
    </message>
    <message>
        <source>Qualificação</source>
        <translation>Qualificação</translation>
    </message>
    <message>
        <source>endereço, se não cadastrada</source>
        <translation>endereço, se não cadastrada</translation>
    </message>
    <message>
        <source>II — &amp;Percurso</source>
        <translation>II — &amp;Percurso</translation>
    </message>
    <message>
        <source>Linha (se houver)</source>
        <translation>Linha (se houver)</translation>
    </message>
    <message>
        <source>III — &amp;Local</source>
        <translation>III — &amp;Local</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Horário</source>
        <translation>Horário</translation>
    </message>
    <message>
        <source>IV — P&amp;laca</source>
        <translation>IV — P&amp;laca</translation>
    </message>
    <message>
        <source>V — &amp;Responsável</source>
        <translation>V — &amp;Responsável</translation>
    </message>
    <message>
        <source>motorista</source>
        <translation>motorista</translation>
    </message>
    <message>
        <source>preposto</source>
        <translation>preposto</translation>
    </message>
    <message>
        <source>Função</source>
        <translation>Função</translation>
    </message>
    <message>
        <source>VI — &amp;Infrações</source>
        <translation>VI — &amp;Infrações</translation>
    </message>
    <message>
        <source>códigos separados por vírgula: 77-XVI, 76-I</source>
        <translation>códigos separados por vírgula: 77-XVI, 76-I</translation>
    </message>
    <message>
        <source>Descrição</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>VII — &amp;Agente autuante</source>
        <translation>VII — &amp;Agente autuante</translation>
    </message>
    <message>
        <source>Qualificação do agente</source>
        <translation>Qualificação do agente</translation>
    </message>
    <message>
        <source>cargo e matrícula</source>
        <translation>cargo e matrícula</translation>
    </message>
    <message>
        <source>Ci&amp;ente (art. 80, §§ 1º-2º)</source>
        <translation>Ci&amp;ente (art. 80, §§ 1º-2º)</translation>
    </message>
    <message>
        <source>Quem apôs o ciente</source>
        <translation>Quem apôs o ciente</translation>
    </message>
    <message>
        <source>Fato consignado</source>
        <translation>Fato consignado</translation>
    </message>
    <message>
        <source>recusa ou impossibilidade do ciente</source>
        <translation>recusa ou impossibilidade do ciente</translation>
    </message>
    <message>
        <source>Registrar e imprimir (Ctrl+S)</source>
        <translation>Registrar e imprimir (Ctrl+S)</translation>
    </message>
    <message>
        <source>Registrar auto</source>
        <translation>Registrar auto</translation>
    </message>
    <message>
        <source>%1: não consta do regulamento</source>
        <translation>%1: não consta do regulamento</translation>
    </message>
    <message>
        <source>Auto de infração nº %1 registrado em %2; processo nº %3.</source>
        <translation>Auto de infração nº %1 registrado em %2; processo nº %3.</translation>
    </message>
    <message>
        <source>Auto de Infração %1</source>
        <translation>Auto de Infração %1</translation>
    </message>
</context>
<context>
    <name>NoticesArea</name>
    <message>
        <source>Novo auto de infração</source>
        <translation>Novo auto de infração</translation>
    </message>
    <message>
        <source>Processo</source>
        <translation>Processo</translation>
    </message>
    <message>
        <source>Prazos</source>
        <translation>Prazos</translation>
    </message>
</context>
<context>
    <name>OperatorDocumentsTab</name>
    <message>
        <source>Documento</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Base legal</source>
        <translation>Base legal</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Recebido em</source>
        <translation>Recebido em</translation>
    </message>
    <message>
        <source>Validade</source>
        <translation>Validade</translation>
    </message>
    <message>
        <source>Conferido por</source>
        <translation>Conferido por</translation>
    </message>
    <message>
        <source>&amp;Registrar documento recebido…</source>
        <translation>&amp;Registrar documento recebido…</translation>
    </message>
    <message>
        <source>%1 documento(s) pendente(s) ou vencido(s); %2 vencendo em breve.</source>
        <translation>%1 documento(s) pendente(s) ou vencido(s); %2 vencendo em breve.</translation>
    </message>
    <message>
        <source>Registrar documento recebido</source>
        <translation>Registrar documento recebido</translation>
    </message>
    <message>
        <source>Registre a data de recebimento e a validade; o documento fica em seu nome como conferente.</source>
        <translation>Registre a data de recebimento e a validade; o documento fica em seu nome como conferente.</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Documento</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <source>&amp;Recebido em</source>
        <translation>&amp;Recebido em</translation>
    </message>
    <message>
        <source>informar</source>
        <translation>informar</translation>
    </message>
    <message>
        <source>&amp;Emitido em</source>
        <translation>&amp;Emitido em</translation>
    </message>
    <message>
        <source>tem validade</source>
        <translation>tem validade</translation>
    </message>
    <message>
        <source>&amp;Válido até</source>
        <translation>&amp;Válido até</translation>
    </message>
    <message>
        <source>&amp;Observações</source>
        <translation>&amp;Observações</translation>
    </message>
</context>
<context>
    <name>OperatorForm</name>
    <message>
        <source>Identificação</source>
        <translation>Identificação</translation>
    </message>
    <message>
        <source>Razão &amp;social</source>
        <translation>Razão &amp;social</translation>
    </message>
    <message>
        <source>Nome f&amp;antasia</source>
        <translation>Nome f&amp;antasia</translation>
    </message>
    <message>
        <source>C&amp;NPJ</source>
        <translation>C&amp;NPJ</translation>
    </message>
    <message>
        <source>&amp;Tipo</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Estabelecimento</source>
        <translation>&amp;Estabelecimento</translation>
    </message>
    <message>
        <source>CCE</source>
        <translation>CCE</translation>
    </message>
    <message>
        <source>Isenta</source>
        <translation>Isenta</translation>
    </message>
    <message>
        <source>Endereço da sede ou filial no Estado</source>
        <translation>Endereço da sede ou filial no Estado</translation>
    </message>
    <message>
        <source>&amp;Logradouro</source>
        <translation>&amp;Logradouro</translation>
    </message>
    <message>
        <source>Nú&amp;mero</source>
        <translation>Nú&amp;mero</translation>
    </message>
    <message>
        <source>Complement&amp;o</source>
        <translation>Complement&amp;o</translation>
    </message>
    <message>
        <source>&amp;Bairro</source>
        <translation>&amp;Bairro</translation>
    </message>
    <message>
        <source>&amp;UF</source>
        <translation>&amp;UF</translation>
    </message>
    <message>
        <source>Mun&amp;icípio</source>
        <translation>Mun&amp;icípio</translation>
    </message>
    <message>
        <source>CEP</source>
        <translation>CEP</translation>
    </message>
    <message>
        <source>Contato e representante legal</source>
        <translation>Contato e representante legal</translation>
    </message>
    <message>
        <source>Tele&amp;fone</source>
        <translation>Tele&amp;fone</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Rep&amp;resentante</source>
        <translation>Rep&amp;resentante</translation>
    </message>
    <message>
        <source>CPF do represent.</source>
        <translation>CPF do represent.</translation>
    </message>
    <message>
        <source>Eventual ou turístico</source>
        <translation>Eventual ou turístico</translation>
    </message>
    <message>
        <source>Contínuo</source>
        <translation>Contínuo</translation>
    </message>
    <message>
        <source>Contínuo escolar</source>
        <translation>Contínuo escolar</translation>
    </message>
    <message>
        <source>Característica vinculada</source>
        <translation>Característica vinculada</translation>
    </message>
    <message>
        <source>Modalidades</source>
        <translation>Modalidades</translation>
    </message>
    <message>
        <source>Sócios ou cooperados (Res. 105, art. 8º, V)</source>
        <translation>Sócios ou cooperados (Res. 105, art. 8º, V)</translation>
    </message>
    <message>
        <source>Sócio %1 — %2: %3</source>
        <translation>Sócio %1 — %2: %3</translation>
    </message>
</context>
<context>
    <name>OperatorHistoryTab</name>
    <message>
        <source>Quando</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Quem</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>O quê</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Alterações</source>
        <translation>Alterações</translation>
    </message>
</context>
<context>
    <name>OperatorPicker</name>
    <message>
        <source>CNPJ, razão social ou nome fantasia do operador</source>
        <translation>CNPJ, razão social ou nome fantasia do operador</translation>
    </message>
</context>
<context>
    <name>OperatorProcessTab</name>
    <message>
        <source>Protocolo</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Análise até</source>
        <translation>Análise até</translation>
    </message>
    <message>
        <source>Pendência até</source>
        <translation>Pendência até</translation>
    </message>
    <message>
        <source>Decisão</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>&amp;Visualizar / imprimir</source>
        <translation>&amp;Visualizar / imprimir</translation>
    </message>
    <message>
        <source>&amp;Protocolar pedido…</source>
        <translation>&amp;Protocolar pedido…</translation>
    </message>
    <message>
        <source>Iniciar &amp;análise</source>
        <translation>Iniciar &amp;análise</translation>
    </message>
    <message>
        <source>Notificar &amp;pendência…</source>
        <translation>Notificar &amp;pendência…</translation>
    </message>
    <message>
        <source>Registrar &amp;resposta…</source>
        <translation>Registrar &amp;resposta…</translation>
    </message>
    <message>
        <source>&amp;Deferir e emitir CRC…</source>
        <translation>&amp;Deferir e emitir CRC…</translation>
    </message>
    <message>
        <source>&amp;Indeferir…</source>
        <translation>&amp;Indeferir…</translation>
    </message>
    <message>
        <source>Documentos emitidos</source>
        <translation>Documentos emitidos</translation>
    </message>
    <message>
        <source>CRC %1 cassado em %2 (%3), processo %4</source>
        <translation>CRC %1 cassado em %2 (%3), processo %4</translation>
    </message>
    <message>
        <source>; restabelecido em %1 (%2), processo %3</source>
        <translation>; restabelecido em %1 (%2), processo %3</translation>
    </message>
    <message>
        <source>Impedido de novo registro até %1 (%2): %3</source>
        <translation>Impedido de novo registro até %1 (%2): %3</translation>
    </message>
    <message>
        <source>Nenhum pedido de registro protocolado.</source>
        <translation>Nenhum pedido de registro protocolado.</translation>
    </message>
    <message>
        <source>Modalidades requeridas: %1</source>
        <translation>Modalidades requeridas: %1</translation>
    </message>
    <message>
        <source>ATENÇÃO: requerente impedido até %1 (%2).</source>
        <translation>ATENÇÃO: requerente impedido até %1 (%2).</translation>
    </message>
    <message>
        <source>Notificação %1 de %2, prazo até %3: %4</source>
        <translation>Notificação %1 de %2, prazo até %3: %4</translation>
    </message>
    <message>
        <source>Deferido em %1: %2</source>
        <translation>Deferido em %1: %2</translation>
    </message>
    <message>
        <source> (documento falso: impedimento de 180 dias)</source>
        <translation> (documento falso: impedimento de 180 dias)</translation>
    </message>
    <message>
        <source>Indeferido em %1%2: %3. Recurso até %4.</source>
        <translation>Indeferido em %1%2: %3. Recurso até %4.</translation>
    </message>
    <message>
        <source>Protocolar pedido de registro</source>
        <translation>Protocolar pedido de registro</translation>
    </message>
    <message>
        <source>O prazo de análise é de 10 dias (Res. 105, art. 7º). O comprovante de protocolo é impresso em seguida.</source>
        <translation>O prazo de análise é de 10 dias (Res. 105, art. 7º). O comprovante de protocolo é impresso em seguida.</translation>
    </message>
    <message>
        <source>Protocolar</source>
        <translation>Protocolar</translation>
    </message>
    <message>
        <source>&amp;Data do protocolo</source>
        <translation>&amp;Data do protocolo</translation>
    </message>
    <message>
        <source>Notificar pendência</source>
        <translation>Notificar pendência</translation>
    </message>
    <message>
        <source>O operador tem 10 dias para sanar a pendência; vencido o prazo, o pedido é arquivado (Res. 105, art. 7º, II).</source>
        <translation>O operador tem 10 dias para sanar a pendência; vencido o prazo, o pedido é arquivado (Res. 105, art. 7º, II).</translation>
    </message>
    <message>
        <source>Notificar</source>
        <translation>Notificar</translation>
    </message>
    <message>
        <source>&amp;Notificado em</source>
        <translation>&amp;Notificado em</translation>
    </message>
    <message>
        <source>&amp;Pendências (uma por linha)</source>
        <translation>&amp;Pendências (uma por linha)</translation>
    </message>
    <message>
        <source>Registrar resposta à pendência</source>
        <translation>Registrar resposta à pendência</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Respondida em</source>
        <translation>&amp;Respondida em</translation>
    </message>
    <message>
        <source>Deferir pedido e emitir o CRC</source>
        <translation>Deferir pedido e emitir o CRC</translation>
    </message>
    <message>
        <source>O CRC vale por até 3 anos para as modalidades deferidas (Res. 105, art. 13).</source>
        <translation>O CRC vale por até 3 anos para as modalidades deferidas (Res. 105, art. 13).</translation>
    </message>
    <message>
        <source>Deferir e emitir</source>
        <translation>Deferir e emitir</translation>
    </message>
    <message>
        <source>&amp;Data da decisão</source>
        <translation>&amp;Data da decisão</translation>
    </message>
    <message>
        <source>Indeferir pedido</source>
        <translation>Indeferir pedido</translation>
    </message>
    <message>
        <source>O operador pode recorrer em 10 dias da notificação (Res. 105, art. 7º, parágrafo único).</source>
        <translation>O operador pode recorrer em 10 dias da notificação (Res. 105, art. 7º, parágrafo único).</translation>
    </message>
    <message>
        <source>Indeferir</source>
        <translation>Indeferir</translation>
    </message>
    <message>
        <source>outra data</source>
        <translation>outra data</translation>
    </message>
    <message>
        <source>&amp;Motivo</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>Documento falso ou adulterado: impede novo pedido por 180 dias (Res. 105, art. 9º, §3º)</source>
        <translation>Documento falso ou adulterado: impede novo pedido por 180 dias (Res. 105, art. 9º, §3º)</translation>
    </message>
    <message>
        <source>Comprovante de protocolo</source>
        <translation>Comprovante de protocolo</translation>
    </message>
    <message>
        <source>Notificação de pendência</source>
        <translation>Notificação de pendência</translation>
    </message>
    <message>
        <source>Certificado de Registro Cadastral</source>
        <translation>Certificado de Registro Cadastral</translation>
    </message>
</context>
<context>
    <name>OperatorsArea</name>
    <message>
        <source>Novo operador (Ctrl+N)</source>
        <translation>Novo operador (Ctrl+N)</translation>
    </message>
    <message>
        <source>Salvar (Ctrl+S)</source>
        <translation>Salvar (Ctrl+S)</translation>
    </message>
    <message>
        <source>Descartar alterações</source>
        <translation>Descartar alterações</translation>
    </message>
    <message>
        <source>Filtrar por CNPJ, razão social ou nome fantasia</source>
        <translation>Filtrar por CNPJ, razão social ou nome fantasia</translation>
    </message>
    <message>
        <source>Razão social</source>
        <translation>Razão social</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Novo operador</source>
        <translation>Novo operador</translation>
    </message>
    <message>
        <source>&amp;Cadastro</source>
        <translation>&amp;Cadastro</translation>
    </message>
    <message>
        <source>&amp;Documentos</source>
        <translation>&amp;Documentos</translation>
    </message>
    <message>
        <source>&amp;Processo</source>
        <translation>&amp;Processo</translation>
    </message>
    <message>
        <source>&amp;Histórico</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Alterações não salvas</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>O cadastro tem alterações que não foram salvas. Descartar as alterações?</source>
        <translation>O cadastro tem alterações que não foram salvas. Descartar as alterações?</translation>
    </message>
    <message>
        <source> (role para carregar mais)</source>
        <translation> (role para carregar mais)</translation>
    </message>
    <message>
        <source>%1 operador(es) listado(s)</source>
        <translation>%1 operador(es) listado(s)</translation>
    </message>
    <message>
        <source>Preencha o cadastro e salve (Ctrl+S).</source>
        <translation>Preencha o cadastro e salve (Ctrl+S).</translation>
    </message>
    <message>
        <source>Salvo. %1 — %2</source>
        <translation>Salvo. %1 — %2</translation>
    </message>
</context>
<context>
    <name>OwnershipFields</name>
    <message>
        <source>Pr&amp;opriedade</source>
        <translation>Pr&amp;opriedade</translation>
    </message>
    <message>
        <source>Instituição financeira</source>
        <translation>Instituição financeira</translation>
    </message>
    <message>
        <source>Autorização do leasing</source>
        <translation>Autorização do leasing</translation>
    </message>
    <message>
        <source>Proprietário (comodante)</source>
        <translation>Proprietário (comodante)</translation>
    </message>
    <message>
        <source>CPF do proprietário</source>
        <translation>CPF do proprietário</translation>
    </message>
    <message>
        <source>Cartório do registro</source>
        <translation>Cartório do registro</translation>
    </message>
    <message>
        <source>Registro do contrato nº</source>
        <translation>Registro do contrato nº</translation>
    </message>
    <message>
        <source>Data do contrato</source>
        <translation>Data do contrato</translation>
    </message>
    <message>
        <source>Vias do contrato</source>
        <translation>Vias do contrato</translation>
    </message>
    <message>
        <source>Arquivamento na OCB-GO</source>
        <translation>Arquivamento na OCB-GO</translation>
    </message>
    <message>
        <source>Ato do sócio/cooperado</source>
        <translation>Ato do sócio/cooperado</translation>
    </message>
    <message>
        <source>Certificado de Propriedade</source>
        <translation>Certificado de Propriedade</translation>
    </message>
    <message>
        <source>Declaração de manutenção</source>
        <translation>Declaração de manutenção</translation>
    </message>
</context>
<context>
    <name>PartnersTable</name>
    <message>
        <source>Nome</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>Qualificação</source>
        <translation>Qualificação</translation>
    </message>
    <message>
        <source>Adicionar sócio</source>
        <translation>Adicionar sócio</translation>
    </message>
    <message>
        <source>Remover sócio</source>
        <translation>Remover sócio</translation>
    </message>
</context>
<context>
    <name>PassengerTable</name>
    <message>
        <source>Nome</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>Outro documento</source>
        <translation>Outro documento</translation>
    </message>
    <message>
        <source>Número</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Escola</source>
        <translation>Escola</translation>
    </message>
    <message>
        <source>Declaração</source>
        <translation>Declaração</translation>
    </message>
    <message>
        <source>Vínculo</source>
        <translation>Vínculo</translation>
    </message>
</context>
<context>
    <name>PdfOutput</name>
    <message>
        <source>Visualizar — {0}</source>
        <translation>Visualizar — {0}</translation>
    </message>
    <message>
        <source>&amp;Imprimir…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Salvar PDF…</source>
        <translation>&amp;Salvar PDF…</translation>
    </message>
    <message>
        <source>Imprimir — {0}</source>
        <translation>Imprimir — {0}</translation>
    </message>
    <message>
        <source>A impressora {0} não está instalada.</source>
        <translation>A impressora {0} não está instalada.</translation>
    </message>
    <message>
        <source>Não foi possível iniciar a impressão em {0}.</source>
        <translation>Não foi possível iniciar a impressão em {0}.</translation>
    </message>
    <message>
        <source>Salvar PDF</source>
        <translation>Salvar PDF</translation>
    </message>
    <message>
        <source>Documentos PDF (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ProcessActs</name>
    <message>
        <source>Registrar defesa</source>
        <translation>Registrar defesa</translation>
    </message>
    <message>
        <source>Registrar recurso</source>
        <translation>Registrar recurso</translation>
    </message>
    <message>
        <source>Requisitos do art. 84 da Res. AGR 105/2017; sem eles a peça não é conhecida (arts. 87 e 91, § 2º).</source>
        <translation>Requisitos do art. 84 da Res. AGR 105/2017; sem eles a peça não é conhecida (arts. 87 e 91, § 2º).</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Protocolo em</source>
        <translation>&amp;Protocolo em</translation>
    </message>
    <message>
        <source>&amp;Signatário</source>
        <translation>&amp;Signatário</translation>
    </message>
    <message>
        <source>II — Nº do processo</source>
        <translation>II — Nº do processo</translation>
    </message>
    <message>
        <source>III — Nº do auto</source>
        <translation>III — Nº do auto</translation>
    </message>
    <message>
        <source>IV — Endereço do representante</source>
        <translation>IV — Endereço do representante</translation>
    </message>
    <message>
        <source>IV — Qualificação</source>
        <translation>IV — Qualificação</translation>
    </message>
    <message>
        <source>V — Local</source>
        <translation>V — Local</translation>
    </message>
    <message>
        <source>V — datada</source>
        <translation>V — datada</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>I — em português, digitada e dirigida à AGR</source>
        <translation>I — em português, digitada e dirigida à AGR</translation>
    </message>
    <message>
        <source>V — assinada</source>
        <translation>V — assinada</translation>
    </message>
    <message>
        <source>Parágrafo único — contrato social ou procuração</source>
        <translation>Parágrafo único — contrato social ou procuração</translation>
    </message>
    <message>
        <source>Informe o valor em reais.</source>
        <translation>Informe o valor em reais.</translation>
    </message>
    <message>
        <source>Proposta do motor de regras com os artigos aplicados; altere o valor ou as penalidades registrando o motivo.</source>
        <translation>Proposta do motor de regras com os artigos aplicados; altere o valor ou as penalidades registrando o motivo.</translation>
    </message>
    <message>
        <source>Decidir</source>
        <translation>Decidir</translation>
    </message>
    <message>
        <source>&amp;Data da decisão</source>
        <translation>&amp;Data da decisão</translation>
    </message>
    <message>
        <source>Manter o auto e aplicar as penalidades</source>
        <translation>Manter o auto e aplicar as penalidades</translation>
    </message>
    <message>
        <source>Cancelar o auto</source>
        <translation>Cancelar o auto</translation>
    </message>
    <message>
        <source>&amp;Decisão</source>
        <translation>&amp;Decisão</translation>
    </message>
    <message>
        <source>Infração</source>
        <translation>Infração</translation>
    </message>
    <message>
        <source>Proposta</source>
        <translation>Proposta</translation>
    </message>
    <message>
        <source>Valor (R$)</source>
        <translation>Valor (R$)</translation>
    </message>
    <message>
        <source>Penalidades</source>
        <translation>Penalidades</translation>
    </message>
    <message>
        <source>Motivo da alteração</source>
        <translation>Motivo da alteração</translation>
    </message>
    <message>
        <source>Início da suspensão</source>
        <translation>Início da suspensão</translation>
    </message>
    <message>
        <source>&amp;Motivação</source>
        <translation>&amp;Motivação</translation>
    </message>
    <message>
        <source>Instaurar processo administrativo ordinário</source>
        <translation>Instaurar processo administrativo ordinário</translation>
    </message>
    <message>
        <source>Res. AGR 105/2017, arts. 81, II, e 93.</source>
        <translation>Res. AGR 105/2017, arts. 81, II, e 93.</translation>
    </message>
    <message>
        <source>Instaurar</source>
        <translation>Instaurar</translation>
    </message>
    <message>
        <source>Membro %1 da comissão</source>
        <translation>Membro %1 da comissão</translation>
    </message>
    <message>
        <source>&amp;Portaria</source>
        <translation>&amp;Portaria</translation>
    </message>
    <message>
        <source>&amp;Instaurado em</source>
        <translation>&amp;Instaurado em</translation>
    </message>
    <message>
        <source>Revisão do processo (art. 96; sem agravamento)</source>
        <translation>Revisão do processo (art. 96; sem agravamento)</translation>
    </message>
    <message>
        <source>Julgamento</source>
        <translation>Julgamento</translation>
    </message>
    <message>
        <source>Decisão do Conselho Regulador</source>
        <translation>Decisão do Conselho Regulador</translation>
    </message>
</context>
<context>
    <name>ProcessPanel</name>
    <message>
        <source>Número do auto de infração</source>
        <translation>Número do auto de infração</translation>
    </message>
    <message>
        <source>&amp;Abrir</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Prazo</source>
        <translation>Prazo</translation>
    </message>
    <message>
        <source>Ciência</source>
        <translation>Ciência</translation>
    </message>
    <message>
        <source>Vencimento</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Ato</source>
        <translation>Ato</translation>
    </message>
    <message>
        <source>Descrição</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>&amp;Imprimir notificação</source>
        <translation>&amp;Imprimir notificação</translation>
    </message>
    <message>
        <source>Notificação para &amp;pagamento</source>
        <translation>Notificação para &amp;pagamento</translation>
    </message>
    <message>
        <source>&amp;Notificar…</source>
        <translation>&amp;Notificar…</translation>
    </message>
    <message>
        <source>Registrar &amp;defesa…</source>
        <translation>Registrar &amp;defesa…</translation>
    </message>
    <message>
        <source>&amp;Julgar…</source>
        <translation>&amp;Julgar…</translation>
    </message>
    <message>
        <source>Registrar &amp;recurso…</source>
        <translation>Registrar &amp;recurso…</translation>
    </message>
    <message>
        <source>Decisão do &amp;Conselho…</source>
        <translation>Decisão do &amp;Conselho…</translation>
    </message>
    <message>
        <source>&amp;Encerrar sem recurso</source>
        <translation>&amp;Encerrar sem recurso</translation>
    </message>
    <message>
        <source>Processo &amp;ordinário…</source>
        <translation>Processo &amp;ordinário…</translation>
    </message>
    <message>
        <source>Re&amp;visão…</source>
        <translation>Re&amp;visão…</translation>
    </message>
    <message>
        <source>Abra um auto pelo número.</source>
        <translation>Abra um auto pelo número.</translation>
    </message>
    <message>
        <source>Processo nº %1 (%2) — auto nº %3 — %4, CNPJ %5
Fase: %6</source>
        <translation>Processo nº %1 (%2) — auto nº %3 — %4, CNPJ %5
Fase: %6</translation>
    </message>
    <message>
        <source>Cumprido em %1</source>
        <translation>Cumprido em %1</translation>
    </message>
    <message>
        <source>Encerrado em %1</source>
        <translation>Encerrado em %1</translation>
    </message>
    <message>
        <source>Em curso</source>
        <translation>Em curso</translation>
    </message>
    <message>
        <source>Notificação %1</source>
        <translation>Notificação %1</translation>
    </message>
    <message>
        <source>Notificação para pagamento %1</source>
        <translation>Notificação para pagamento %1</translation>
    </message>
    <message>
        <source>Registrar notificação</source>
        <translation>Registrar notificação</translation>
    </message>
    <message>
        <source>A ciência abre o prazo (Res. AGR 105/2017, arts. 82 e 83).</source>
        <translation>A ciência abre o prazo (Res. AGR 105/2017, arts. 82 e 83).</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>&amp;Forma</source>
        <translation>&amp;Forma</translation>
    </message>
    <message>
        <source>Data da &amp;ciência (ou do AR)</source>
        <translation>Data da &amp;ciência (ou do AR)</translation>
    </message>
    <message>
        <source>&amp;Quem tomou ciência</source>
        <translation>&amp;Quem tomou ciência</translation>
    </message>
    <message>
        <source>Nº do &amp;AR</source>
        <translation>Nº do &amp;AR</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Balcão — configuração do escritório</source>
        <translation>Balcão — configuração do escritório</translation>
    </message>
    <message>
        <source>Concluir</source>
        <translation>Concluir</translation>
    </message>
    <message>
        <source>Escritório</source>
        <translation>Escritório</translation>
    </message>
    <message>
        <source>Nome e código do escritório regional. O código entra em todos os números de documento (ex.: GYN-2026-000123).</source>
        <translation>Nome e código do escritório regional. O código entra em todos os números de documento (ex.: GYN-2026-000123).</translation>
    </message>
    <message>
        <source>&amp;Nome do escritório</source>
        <translation>&amp;Nome do escritório</translation>
    </message>
    <message>
        <source>&amp;Código</source>
        <translation>&amp;Código</translation>
    </message>
    <message>
        <source>ex.: GYN</source>
        <translation>ex.: GYN</translation>
    </message>
    <message>
        <source>GO — Res. AGR 105/2017 e Decreto 8.444/2015</source>
        <translation>GO — Res. AGR 105/2017 e Decreto 8.444/2015</translation>
    </message>
    <message>
        <source>RR — Lei 664/2008</source>
        <translation>RR — Lei 664/2008</translation>
    </message>
    <message>
        <source>&amp;Jurisdição</source>
        <translation>&amp;Jurisdição</translation>
    </message>
    <message>
        <source>Endereço</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Endereço do escritório, impresso no cabeçalho dos documentos.</source>
        <translation>Endereço do escritório, impresso no cabeçalho dos documentos.</translation>
    </message>
    <message>
        <source>&amp;Logradouro</source>
        <translation>&amp;Logradouro</translation>
    </message>
    <message>
        <source>Nú&amp;mero</source>
        <translation>Nú&amp;mero</translation>
    </message>
    <message>
        <source>ou S/N</source>
        <translation>ou S/N</translation>
    </message>
    <message>
        <source>C&amp;omplemento</source>
        <translation>C&amp;omplemento</translation>
    </message>
    <message>
        <source>&amp;Bairro</source>
        <translation>&amp;Bairro</translation>
    </message>
    <message>
        <source>&amp;UF</source>
        <translation>&amp;UF</translation>
    </message>
    <message>
        <source>Mu&amp;nicípio</source>
        <translation>Mu&amp;nicípio</translation>
    </message>
    <message>
        <source>&amp;CEP</source>
        <translation>&amp;CEP</translation>
    </message>
    <message>
        <source>Expediente</source>
        <translation>Expediente</translation>
    </message>
    <message>
        <source>Dias de expediente e fechamentos do escritório: os prazos em dias úteis não contam feriados nem estes fechamentos.</source>
        <translation>Dias de expediente e fechamentos do escritório: os prazos em dias úteis não contam feriados nem estes fechamentos.</translation>
    </message>
    <message>
        <source>Seg</source>
        <translation>Seg</translation>
    </message>
    <message>
        <source>Ter</source>
        <translation>Ter</translation>
    </message>
    <message>
        <source>Qua</source>
        <translation>Qua</translation>
    </message>
    <message>
        <source>Qui</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sex</translation>
    </message>
    <message>
        <source>Sáb</source>
        <translation>Sáb</translation>
    </message>
    <message>
        <source>Dom</source>
        <translation>Dom</translation>
    </message>
    <message>
        <source>Dias de expediente</source>
        <translation>Dias de expediente</translation>
    </message>
    <message>
        <source>Motivo (ex.: ponto facultativo)</source>
        <translation>Motivo (ex.: ponto facultativo)</translation>
    </message>
    <message>
        <source>&amp;Adicionar</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>&amp;Remover</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Fechamentos</source>
        <translation>Fechamentos</translation>
    </message>
    <message>
        <source>Administrador</source>
        <translation>Administrador</translation>
    </message>
    <message>
        <source>A primeira conta, com o perfil de administrador. Ao concluir, o Balcão cria o escritório e o seu par de chaves de assinatura.</source>
        <translation>A primeira conta, com o perfil de administrador. Ao concluir, o Balcão cria o escritório e o seu par de chaves de assinatura.</translation>
    </message>
    <message>
        <source>Nome &amp;completo</source>
        <translation>Nome &amp;completo</translation>
    </message>
    <message>
        <source>&amp;Usuário</source>
        <translation>&amp;Usuário</translation>
    </message>
    <message>
        <source>ex.: maria.souza</source>
        <translation>ex.: maria.souza</translation>
    </message>
    <message>
        <source>&amp;Senha</source>
        <translation>&amp;Senha</translation>
    </message>
    <message>
        <source>&amp;Repita a senha</source>
        <translation>&amp;Repita a senha</translation>
    </message>
    <message>
        <source>Escolha um município da lista do IBGE para a UF.</source>
        <translation>Escolha um município da lista do IBGE para a UF.</translation>
    </message>
    <message>
        <source>As senhas não conferem.</source>
        <translation>As senhas não conferem.</translation>
    </message>
</context>
<context>
    <name>UsersTab</name>
    <message>
        <source>Nome &amp;completo</source>
        <translation>Nome &amp;completo</translation>
    </message>
    <message>
        <source>&amp;Usuário</source>
        <translation>&amp;Usuário</translation>
    </message>
    <message>
        <source>&amp;Senha inicial</source>
        <translation>&amp;Senha inicial</translation>
    </message>
    <message>
        <source>Perfis</source>
        <translation>Perfis</translation>
    </message>
    <message>
        <source>Ativo (pode entrar no sistema)</source>
        <translation>Ativo (pode entrar no sistema)</translation>
    </message>
    <message>
        <source>&amp;Novo usuário</source>
        <translation>&amp;Novo usuário</translation>
    </message>
    <message>
        <source>&amp;Salvar</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>&amp;Redefinir senha…</source>
        <translation>&amp;Redefinir senha…</translation>
    </message>
    <message>
        <source> (inativo)</source>
        <translation> (inativo)</translation>
    </message>
    <message>
        <source>Bloqueado por senha errada até %1.</source>
        <translation>Bloqueado por senha errada até %1.</translation>
    </message>
    <message>
        <source>Redefinir senha</source>
        <translation>Redefinir senha</translation>
    </message>
    <message>
        <source>Nova senha de %1. O bloqueio por tentativas também é retirado.</source>
        <translation>Nova senha de %1. O bloqueio por tentativas também é retirado.</translation>
    </message>
    <message>
        <source>Redefinir</source>
        <translation>Redefinir</translation>
    </message>
    <message>
        <source>&amp;Nova senha</source>
        <translation>&amp;Nova senha</translation>
    </message>
    <message>
        <source>Senha redefinida.</source>
        <translation>Senha redefinida.</translation>
    </message>
</context>
<context>
    <name>VehicleActions</name>
    <message>
        <source>Registrar laudo de vistoria — %1</source>
        <translation>Registrar laudo de vistoria — %1</translation>
    </message>
    <message>
        <source>Laudo final de vistoria de empresa credenciada pelo INMETRO e registrada no órgão regulador (Res. AGR 105/2017, art. 23). O laudo aprovado gera novo CRV (art. 24).</source>
        <translation>Laudo final de vistoria de empresa credenciada pelo INMETRO e registrada no órgão regulador (Res. AGR 105/2017, art. 23). O laudo aprovado gera novo CRV (art. 24).</translation>
    </message>
    <message>
        <source>Registrar</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>— escolha —</source>
        <translation>— escolha —</translation>
    </message>
    <message>
        <source>Empresa de inspeção</source>
        <translation>Empresa de inspeção</translation>
    </message>
    <message>
        <source>Laudo nº</source>
        <translation>Laudo nº</translation>
    </message>
    <message>
        <source>Data da vistoria</source>
        <translation>Data da vistoria</translation>
    </message>
    <message>
        <source>Aprovado</source>
        <translation>Aprovado</translation>
    </message>
    <message>
        <source>Validade do laudo</source>
        <translation>Validade do laudo</translation>
    </message>
    <message>
        <source>Observações</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>Registrar apólice — %1</source>
        <translation>Registrar apólice — %1</translation>
    </message>
    <message>
        <source>Seguro de responsabilidade civil em nome da autorizatária, por veículo e por evento (Res. AGR 105/2017, arts. 50 e 51).</source>
        <translation>Seguro de responsabilidade civil em nome da autorizatária, por veículo e por evento (Res. AGR 105/2017, arts. 50 e 51).</translation>
    </message>
    <message>
        <source>Seguradora</source>
        <translation>Seguradora</translation>
    </message>
    <message>
        <source>Apólice nº</source>
        <translation>Apólice nº</translation>
    </message>
    <message>
        <source>CNPJ do segurado</source>
        <translation>CNPJ do segurado</translation>
    </message>
    <message>
        <source>Cobertura (R$)</source>
        <translation>Cobertura (R$)</translation>
    </message>
    <message>
        <source>Vigência de</source>
        <translation>Vigência de</translation>
    </message>
    <message>
        <source>Vigência até</source>
        <translation>Vigência até</translation>
    </message>
    <message>
        <source>Liberar para o tráfego — %1</source>
        <translation>Liberar para o tráfego — %1</translation>
    </message>
    <message>
        <source>Afastar de tráfego — %1</source>
        <translation>Afastar de tráfego — %1</translation>
    </message>
    <message>
        <source>É vedado utilizar em serviço veículo cujo afastamento de tráfego tenha sido determinado pela fiscalização (Res. AGR 105/2017, art. 38, VIII).</source>
        <translation>É vedado utilizar em serviço veículo cujo afastamento de tráfego tenha sido determinado pela fiscalização (Res. AGR 105/2017, art. 38, VIII).</translation>
    </message>
    <message>
        <source>Liberar</source>
        <translation>Liberar</translation>
    </message>
    <message>
        <source>Afastar</source>
        <translation>Afastar</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Motivo e documento</source>
        <translation>Motivo e documento</translation>
    </message>
    <message>
        <source>Exigir nova vistoria — %1</source>
        <translation>Exigir nova vistoria — %1</translation>
    </message>
    <message>
        <source>O órgão regulador pode exigir nova vistoria a qualquer tempo, independentemente do prazo de validade do CRV (Res. AGR 105/2017, art. 23, § 3º).</source>
        <translation>O órgão regulador pode exigir nova vistoria a qualquer tempo, independentemente do prazo de validade do CRV (Res. AGR 105/2017, art. 23, § 3º).</translation>
    </message>
    <message>
        <source>Exigir</source>
        <translation>Exigir</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Transferir — %1</source>
        <translation>Transferir — %1</translation>
    </message>
    <message>
        <source>O veículo registrado pode ser transferido a outra autorizatária, observadas as condições do seu registro (Decreto 8.444/2015, art. 36, § 3º; Lei RR 664/2008, art. 28, § 2º): a nova autorizatária com registro cadastral em vigor e o veículo próprio, em leasing autorizado ou cedido por sócio ou cooperado em comodato (Res. AGR 105/2017, arts. 15, 16, 19 e 20). Um novo CRV é emitido em nome da nova autorizatária.</source>
        <translation>O veículo registrado pode ser transferido a outra autorizatária, observadas as condições do seu registro (Decreto 8.444/2015, art. 36, § 3º; Lei RR 664/2008, art. 28, § 2º): a nova autorizatária com registro cadastral em vigor e o veículo próprio, em leasing autorizado ou cedido por sócio ou cooperado em comodato (Res. AGR 105/2017, arts. 15, 16, 19 e 20). Um novo CRV é emitido em nome da nova autorizatária.</translation>
    </message>
    <message>
        <source>Transferir</source>
        <translation>Transferir</translation>
    </message>
    <message>
        <source>Nova autorizatária</source>
        <translation>Nova autorizatária</translation>
    </message>
    <message>
        <source>Comunicar desativação — %1</source>
        <translation>Comunicar desativação — %1</translation>
    </message>
    <message>
        <source>A desativação de veículo deve ser comunicada ao CRE/RR em 10 dias (Lei 664/2008, art. 32).</source>
        <translation>A desativação de veículo deve ser comunicada ao CRE/RR em 10 dias (Lei 664/2008, art. 32).</translation>
    </message>
    <message>
        <source>Desativar</source>
        <translation>Desativar</translation>
    </message>
    <message>
        <source>Desativado em</source>
        <translation>Desativado em</translation>
    </message>
    <message>
        <source>Comunicado em</source>
        <translation>Comunicado em</translation>
    </message>
    <message>
        <source>Baixa por venda — %1</source>
        <translation>Baixa por venda — %1</translation>
    </message>
    <message>
        <source>A baixa é pedida em até 10 dias da venda, com o veículo descaracterizado (Res. AGR 105/2017, art. 26). Fora do prazo, o pedido é registrado e marcado como a infração do art. 76, III.</source>
        <translation>A baixa é pedida em até 10 dias da venda, com o veículo descaracterizado (Res. AGR 105/2017, art. 26). Fora do prazo, o pedido é registrado e marcado como a infração do art. 76, III.</translation>
    </message>
    <message>
        <source>Dar baixa</source>
        <translation>Dar baixa</translation>
    </message>
    <message>
        <source>Vendido em</source>
        <translation>Vendido em</translation>
    </message>
    <message>
        <source>Baixa pedida em</source>
        <translation>Baixa pedida em</translation>
    </message>
    <message>
        <source>Veículo descaracterizado (art. 26)</source>
        <translation>Veículo descaracterizado (art. 26)</translation>
    </message>
</context>
<context>
    <name>VehicleExpiryDialog</name>
    <message>
        <source>Veículos com vencimento próximo</source>
        <translation>Veículos com vencimento próximo</translation>
    </message>
    <message>
        <source>Próximos &amp;30 dias</source>
        <translation>Próximos &amp;30 dias</translation>
    </message>
    <message>
        <source>Próximos &amp;60 dias</source>
        <translation>Próximos &amp;60 dias</translation>
    </message>
    <message>
        <source>Vence em</source>
        <translation>Vence em</translation>
    </message>
    <message>
        <source>O quê</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Placa</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Operador</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>Base legal</source>
        <translation>Base legal</translation>
    </message>
    <message>
        <source>&amp;Imprimir lista…</source>
        <translation>&amp;Imprimir lista…</translation>
    </message>
    <message>
        <source>%1 vencimento(s) nos próximos %2 dias</source>
        <translation>%1 vencimento(s) nos próximos %2 dias</translation>
    </message>
    <message>
        <source>Veículos com vencimento nos próximos %1 dias — %2</source>
        <translation>Veículos com vencimento nos próximos %1 dias — %2</translation>
    </message>
    <message>
        <source>Vencimentos de veículos</source>
        <translation>Vencimentos de veículos</translation>
    </message>
</context>
<context>
    <name>VehicleForm</name>
    <message>
        <source>Veículo</source>
        <translation>Veículo</translation>
    </message>
    <message>
        <source>&amp;Placa</source>
        <translation>&amp;Placa</translation>
    </message>
    <message>
        <source>&amp;RENAVAM</source>
        <translation>&amp;RENAVAM</translation>
    </message>
    <message>
        <source>C&amp;hassi (VIN)</source>
        <translation>C&amp;hassi (VIN)</translation>
    </message>
    <message>
        <source>&amp;Marca</source>
        <translation>&amp;Marca</translation>
    </message>
    <message>
        <source>M&amp;odelo</source>
        <translation>M&amp;odelo</translation>
    </message>
    <message>
        <source>Carro&amp;ceria</source>
        <translation>Carro&amp;ceria</translation>
    </message>
    <message>
        <source>&amp;Tipo</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>Ato de autorização da van</source>
        <translation>Ato de autorização da van</translation>
    </message>
    <message>
        <source>art. 14, § 1º</source>
        <translation>art. 14, § 1º</translation>
    </message>
    <message>
        <source>Ônibus adaptado para maior comodidade (art. 6º, XV)</source>
        <translation>Ônibus adaptado para maior comodidade (art. 6º, XV)</translation>
    </message>
    <message>
        <source>&amp;Lotação (sentados)</source>
        <translation>&amp;Lotação (sentados)</translation>
    </message>
    <message>
        <source>Ano de &amp;fabricação</source>
        <translation>Ano de &amp;fabricação</translation>
    </message>
    <message>
        <source>Ano do mo&amp;delo</source>
        <translation>Ano do mo&amp;delo</translation>
    </message>
    <message>
        <source>Registrador &amp;gráfico</source>
        <translation>Registrador &amp;gráfico</translation>
    </message>
    <message>
        <source>marca, modelo e número</source>
        <translation>marca, modelo e número</translation>
    </message>
    <message>
        <source>&amp;Selo de identificação</source>
        <translation>&amp;Selo de identificação</translation>
    </message>
    <message>
        <source>art. 38, XI</source>
        <translation>art. 38, XI</translation>
    </message>
    <message>
        <source>Requerimento, documentos do DETRAN e transporte escolar</source>
        <translation>Requerimento, documentos do DETRAN e transporte escolar</translation>
    </message>
    <message>
        <source>Requerimento de registro em</source>
        <translation>Requerimento de registro em</translation>
    </message>
    <message>
        <source>Assinado pelo representante legal com firma reconhecida (art. 17, I)</source>
        <translation>Assinado pelo representante legal com firma reconhecida (art. 17, I)</translation>
    </message>
    <message>
        <source>CRL&amp;V nº</source>
        <translation>CRL&amp;V nº</translation>
    </message>
    <message>
        <source>Exercício do CRLV</source>
        <translation>Exercício do CRLV</translation>
    </message>
    <message>
        <source>DP&amp;VAT</source>
        <translation>DP&amp;VAT</translation>
    </message>
    <message>
        <source>bilhete ou comprovante</source>
        <translation>bilhete ou comprovante</translation>
    </message>
    <message>
        <source>Transporte &amp;escolar</source>
        <translation>Transporte &amp;escolar</translation>
    </message>
    <message>
        <source>Faixa amarela com o dístico ESCOLAR (art. 18)</source>
        <translation>Faixa amarela com o dístico ESCOLAR (art. 18)</translation>
    </message>
    <message>
        <source>Vistoria escolar até</source>
        <translation>Vistoria escolar até</translation>
    </message>
    <message>
        <source>&amp;Zero quilômetro, com nota fiscal (art. 25)</source>
        <translation>&amp;Zero quilômetro, com nota fiscal (art. 25)</translation>
    </message>
    <message>
        <source>Nota fiscal nº</source>
        <translation>Nota fiscal nº</translation>
    </message>
    <message>
        <source>Data da nota</source>
        <translation>Data da nota</translation>
    </message>
    <message>
        <source>Emitida por</source>
        <translation>Emitida por</translation>
    </message>
    <message>
        <source>Entregue pelo fabricante em</source>
        <translation>Entregue pelo fabricante em</translation>
    </message>
    <message>
        <source>Entrega (art. 23, § 2º)</source>
        <translation>Entrega (art. 23, § 2º)</translation>
    </message>
    <message>
        <source>Propriedade (arts. 15, 16, 19 e 20)</source>
        <translation>Propriedade (arts. 15, 16, 19 e 20)</translation>
    </message>
    <message>
        <source>Laudo de vistoria e seguro (no registro)</source>
        <translation>Laudo de vistoria e seguro (no registro)</translation>
    </message>
    <message>
        <source>Empresa de &amp;inspeção</source>
        <translation>Empresa de &amp;inspeção</translation>
    </message>
    <message>
        <source>Laudo final nº</source>
        <translation>Laudo final nº</translation>
    </message>
    <message>
        <source>Data da vistoria</source>
        <translation>Data da vistoria</translation>
    </message>
    <message>
        <source>Validade do laudo</source>
        <translation>Validade do laudo</translation>
    </message>
    <message>
        <source>Seg&amp;uradora</source>
        <translation>Seg&amp;uradora</translation>
    </message>
    <message>
        <source>Apólice RC nº</source>
        <translation>Apólice RC nº</translation>
    </message>
    <message>
        <source>CNPJ do segurado</source>
        <translation>CNPJ do segurado</translation>
    </message>
    <message>
        <source>Cobertura (R$)</source>
        <translation>Cobertura (R$)</translation>
    </message>
    <message>
        <source>Vigência de</source>
        <translation>Vigência de</translation>
    </message>
    <message>
        <source>Vigência até</source>
        <translation>Vigência até</translation>
    </message>
    <message>
        <source>— escolha —</source>
        <translation>— escolha —</translation>
    </message>
</context>
<context>
    <name>VehicleList</name>
    <message>
        <source>Placa do veículo; Enter adiciona</source>
        <translation>Placa do veículo; Enter adiciona</translation>
    </message>
    <message>
        <source>&amp;Remover veículo</source>
        <translation>&amp;Remover veículo</translation>
    </message>
    <message>
        <source>O veículo {0} já está na licença: cada veículo entra uma vez.</source>
        <translation>O veículo {0} já está na licença: cada veículo entra uma vez.</translation>
    </message>
</context>
<context>
    <name>VehiclesArea</name>
    <message>
        <source>Novo (Ctrl+N)</source>
        <translation>Novo (Ctrl+N)</translation>
    </message>
    <message>
        <source>Salvar (Ctrl+S)</source>
        <translation>Salvar (Ctrl+S)</translation>
    </message>
    <message>
        <source>Descartar</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>CRV (Ctrl+P)</source>
        <translation>CRV (Ctrl+P)</translation>
    </message>
    <message>
        <source>Vistoria…</source>
        <translation>Vistoria…</translation>
    </message>
    <message>
        <source>Apólice…</source>
        <translation>Apólice…</translation>
    </message>
    <message>
        <source>Afastar…</source>
        <translation>Afastar…</translation>
    </message>
    <message>
        <source>Exigir vistoria…</source>
        <translation>Exigir vistoria…</translation>
    </message>
    <message>
        <source>Transferir…</source>
        <translation>Transferir…</translation>
    </message>
    <message>
        <source>Desativação…</source>
        <translation>Desativação…</translation>
    </message>
    <message>
        <source>Baixa…</source>
        <translation>Baixa…</translation>
    </message>
    <message>
        <source>Vencimentos…</source>
        <translation>Vencimentos…</translation>
    </message>
    <message>
        <source>Empresas de inspeção…</source>
        <translation>Empresas de inspeção…</translation>
    </message>
    <message>
        <source>Cancelamentos de ofício…</source>
        <translation>Cancelamentos de ofício…</translation>
    </message>
    <message>
        <source>Placa ou RENAVAM (com ou sem traço)</source>
        <translation>Placa ou RENAVAM (com ou sem traço)</translation>
    </message>
    <message>
        <source>Placa</source>
        <translation>Placa</translation>
    </message>
    <message>
        <source>Operador</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>CRV até</source>
        <translation>CRV até</translation>
    </message>
    <message>
        <source>Novo veículo</source>
        <translation>Novo veículo</translation>
    </message>
    <message>
        <source>&amp;Operador:</source>
        <translation>&amp;Operador:</translation>
    </message>
    <message>
        <source>&amp;Cadastro</source>
        <translation>&amp;Cadastro</translation>
    </message>
    <message>
        <source>&amp;Vistorias</source>
        <translation>&amp;Vistorias</translation>
    </message>
    <message>
        <source>S&amp;eguros</source>
        <translation>S&amp;eguros</translation>
    </message>
    <message>
        <source>&amp;Histórico</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source> (role para carregar mais)</source>
        <translation> (role para carregar mais)</translation>
    </message>
    <message>
        <source>%1 veículo(s) listado(s)</source>
        <translation>%1 veículo(s) listado(s)</translation>
    </message>
    <message>
        <source>Escolha o operador, preencha o veículo, o laudo de vistoria e a apólice e salve (Ctrl+S): o CRV é emitido no registro (Res. AGR 105/2017, art. 24).</source>
        <translation>Escolha o operador, preencha o veículo, o laudo de vistoria e a apólice e salve (Ctrl+S): o CRV é emitido no registro (Res. AGR 105/2017, art. 24).</translation>
    </message>
    <message>
        <source>Liberar…</source>
        <translation>Liberar…</translation>
    </message>
    <message>
        <source>%1 (%2) — %3. Vistoria até %4; seguro até %5; CRV %6 até %7.</source>
        <translation>%1 (%2) — %3. Vistoria até %4; seguro até %5; CRV %6 até %7.</translation>
    </message>
    <message>
        <source>Requerimento de registro de %1, com firma reconhecida (Res. AGR 105/2017, art. 17, I).</source>
        <translation>Requerimento de registro de %1, com firma reconhecida (Res. AGR 105/2017, art. 17, I).</translation>
    </message>
    <message>
        <source>Escolha o operador do veículo.</source>
        <translation>Escolha o operador do veículo.</translation>
    </message>
    <message>
        <source>Salvo. </source>
        <translation>Salvo. </translation>
    </message>
    <message>
        <source>CRV %1</source>
        <translation>CRV %1</translation>
    </message>
    <message>
        <source>Registro do veículo</source>
        <translation>Registro do veículo</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>Verificar documento</source>
        <translation>Verificar documento</translation>
    </message>
    <message>
        <source>Digite o código de verificação impresso no documento, ou o texto lido do QR code com o leitor, e tecle Enter. Para um arquivo, abra o PDF, ou a foto ou o escaneamento do QR code.</source>
        <translation>Digite o código de verificação impresso no documento, ou o texto lido do QR code com o leitor, e tecle Enter. Para um arquivo, abra o PDF, ou a foto ou o escaneamento do QR code.</translation>
    </message>
    <message>
        <source>Código de verificação ou texto do QR code</source>
        <translation>Código de verificação ou texto do QR code</translation>
    </message>
    <message>
        <source>&amp;Verificar</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Abrir &amp;PDF…</source>
        <translation>Abrir &amp;PDF…</translation>
    </message>
    <message>
        <source>Abrir &amp;imagem do QR…</source>
        <translation>Abrir &amp;imagem do QR…</translation>
    </message>
    <message>
        <source>Campo</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Valor</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Abrir documento</source>
        <translation>Abrir documento</translation>
    </message>
    <message>
        <source>Documentos PDF (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Verificando %1…</source>
        <translation>Verificando %1…</translation>
    </message>
    <message>
        <source>Abrir imagem do QR code</source>
        <translation>Abrir imagem do QR code</translation>
    </message>
    <message>
        <source>Imagens PNG ou JPG (*.png *.jpg *.jpeg)</source>
        <translation>Imagens PNG ou JPG (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Lendo o QR code de %1…</source>
        <translation>Lendo o QR code de %1…</translation>
    </message>
    <message>
        <source>VÁLIDO</source>
        <translation>VÁLIDO</translation>
    </message>
    <message>
        <source>ALTERADO</source>
        <translation>ALTERADO</translation>
    </message>
    <message>
        <source>DESCONHECIDO</source>
        <translation>DESCONHECIDO</translation>
    </message>
</context>
<context>
    <name>WorklistPanel</name>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Vencimento</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>Prazo</source>
        <translation>Prazo</translation>
    </message>
    <message>
        <source>Processo</source>
        <translation>Processo</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Autuado</source>
        <translation>Autuado</translation>
    </message>
    <message>
        <source>&amp;Atualizar</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>Vencido</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Vence hoje</source>
        <translation>Vence hoje</translation>
    </message>
    <message>
        <source>Vence nesta semana</source>
        <translation>Vence nesta semana</translation>
    </message>
    <message>
        <source>%1 vencido(s), %2 hoje, %3 nesta semana</source>
        <translation>%1 vencido(s), %2 hoje, %3 nesta semana</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Banco de dados</source>
        <translation>Banco de dados</translation>
    </message>
    <message>
        <source>Criando o escritório de demonstração…</source>
        <translation>Criando o escritório de demonstração…</translation>
    </message>
    <message>
        <source>Demonstração</source>
        <translation>Demonstração</translation>
    </message>
    <message>
        <source>Erro inesperado</source>
        <translation>Erro inesperado</translation>
    </message>
    <message>
        <source>Ocorreu um erro inesperado. Nada foi gravado da última ação.</source>
        <translation>Ocorreu um erro inesperado. Nada foi gravado da última ação.</translation>
    </message>
</context>
<context>
    <name>areas</name>
    <message>
        <source>Início</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Operadores</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>Veículos</source>
        <translation>Veículos</translation>
    </message>
    <message>
        <source>Licenças</source>
        <translation>Licenças</translation>
    </message>
    <message>
        <source>Autos e Processos</source>
        <translation>Autos e Processos</translation>
    </message>
    <message>
        <source>Financeiro</source>
        <translation>Financeiro</translation>
    </message>
    <message>
        <source>Legislação</source>
        <translation>Legislação</translation>
    </message>
    <message>
        <source>Verificar documento</source>
        <translation>Verificar documento</translation>
    </message>
    <message>
        <source>Administração</source>
        <translation>Administração</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <source>Modalidades</source>
        <translation>Modalidades</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Não foi possível concluir</source>
        <translation>Não foi possível concluir</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>Cadastro do operador</source>
        <translation>Cadastro do operador</translation>
    </message>
    <message>
        <source>Alteração do cadastro</source>
        <translation>Alteração do cadastro</translation>
    </message>
    <message>
        <source>Pedido protocolado</source>
        <translation>Pedido protocolado</translation>
    </message>
    <message>
        <source>Análise iniciada</source>
        <translation>Análise iniciada</translation>
    </message>
    <message>
        <source>Pendência notificada</source>
        <translation>Pendência notificada</translation>
    </message>
    <message>
        <source>Pendência respondida</source>
        <translation>Pendência respondida</translation>
    </message>
    <message>
        <source>Pedido arquivado</source>
        <translation>Pedido arquivado</translation>
    </message>
    <message>
        <source>Pedido deferido</source>
        <translation>Pedido deferido</translation>
    </message>
    <message>
        <source>Pedido indeferido</source>
        <translation>Pedido indeferido</translation>
    </message>
    <message>
        <source>Documento recebido</source>
        <translation>Documento recebido</translation>
    </message>
    <message>
        <source>CRC emitido</source>
        <translation>CRC emitido</translation>
    </message>
    <message>
        <source>CRC substituído</source>
        <translation>CRC substituído</translation>
    </message>
    <message>
        <source>Razão social</source>
        <translation>Razão social</translation>
    </message>
    <message>
        <source>Nome fantasia</source>
        <translation>Nome fantasia</translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation>CNPJ</translation>
    </message>
    <message>
        <source>CCE</source>
        <translation>CCE</translation>
    </message>
    <message>
        <source>Isenta de CCE</source>
        <translation>Isenta de CCE</translation>
    </message>
    <message>
        <source>Tipo</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Estabelecimento</source>
        <translation>Estabelecimento</translation>
    </message>
    <message>
        <source>Logradouro</source>
        <translation>Logradouro</translation>
    </message>
    <message>
        <source>Número</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Complemento</source>
        <translation>Complemento</translation>
    </message>
    <message>
        <source>Bairro</source>
        <translation>Bairro</translation>
    </message>
    <message>
        <source>Município (IBGE)</source>
        <translation>Município (IBGE)</translation>
    </message>
    <message>
        <source>UF</source>
        <translation>UF</translation>
    </message>
    <message>
        <source>CEP</source>
        <translation>CEP</translation>
    </message>
    <message>
        <source>Telefone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Representante</source>
        <translation>Representante</translation>
    </message>
    <message>
        <source>CPF do representante</source>
        <translation>CPF do representante</translation>
    </message>
    <message>
        <source>Modalidades</source>
        <translation>Modalidades</translation>
    </message>
    <message>
        <source>Sócios</source>
        <translation>Sócios</translation>
    </message>
    <message>
        <source>Situação</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Protocolo</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Data do protocolo</source>
        <translation>Data do protocolo</translation>
    </message>
    <message>
        <source>Prazo da análise</source>
        <translation>Prazo da análise</translation>
    </message>
    <message>
        <source>Notificação</source>
        <translation>Notificação</translation>
    </message>
    <message>
        <source>Pendências</source>
        <translation>Pendências</translation>
    </message>
    <message>
        <source>Notificado em</source>
        <translation>Notificado em</translation>
    </message>
    <message>
        <source>Prazo da pendência</source>
        <translation>Prazo da pendência</translation>
    </message>
    <message>
        <source>Respondido em</source>
        <translation>Respondido em</translation>
    </message>
    <message>
        <source>Arquivado em</source>
        <translation>Arquivado em</translation>
    </message>
    <message>
        <source>Decidido em</source>
        <translation>Decidido em</translation>
    </message>
    <message>
        <source>Modalidades deferidas</source>
        <translation>Modalidades deferidas</translation>
    </message>
    <message>
        <source>Motivo do indeferimento</source>
        <translation>Motivo do indeferimento</translation>
    </message>
    <message>
        <source>Documento falso</source>
        <translation>Documento falso</translation>
    </message>
    <message>
        <source>Notificado do indeferimento em</source>
        <translation>Notificado do indeferimento em</translation>
    </message>
    <message>
        <source>Prazo do recurso</source>
        <translation>Prazo do recurso</translation>
    </message>
    <message>
        <source>Impedido até</source>
        <translation>Impedido até</translation>
    </message>
    <message>
        <source>Recebido em</source>
        <translation>Recebido em</translation>
    </message>
    <message>
        <source>Emitido em</source>
        <translation>Emitido em</translation>
    </message>
    <message>
        <source>Válido até</source>
        <translation>Válido até</translation>
    </message>
    <message>
        <source>Observações</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>Conferido por</source>
        <translation>Conferido por</translation>
    </message>
    <message>
        <source>Substituído por</source>
        <translation>Substituído por</translation>
    </message>
    <message>
        <source>Base do impedimento</source>
        <translation>Base do impedimento</translation>
    </message>
    <message>
        <source>sim</source>
        <translation>sim</translation>
    </message>
</context>
<context>
    <name>integrity_check</name>
    <message>
        <source>Banco de dados danificado</source>
        <translation>Banco de dados danificado</translation>
    </message>
    <message>
        <source>Encontrado pela verificação completa feita depois da abertura. Feche o Balcão e restaure a cópia de segurança antes de registrar mais nada.</source>
        <translation>Encontrado pela verificação completa feita depois da abertura. Feche o Balcão e restaure a cópia de segurança antes de registrar mais nada.</translation>
    </message>
</context>
<context>
    <name>licence</name>
    <message>
        <source>Desistência da viagem — licença {0}</source>
        <translation>Desistência da viagem — licença {0}</translation>
    </message>
    <message>
        <source>O usuário pode desistir até 24 horas antes da viagem, com a devolução obrigatória da importância paga (Res. AGR 105/2017, art. 28, § 2º).</source>
        <translation>O usuário pode desistir até 24 horas antes da viagem, com a devolução obrigatória da importância paga (Res. AGR 105/2017, art. 28, § 2º).</translation>
    </message>
    <message>
        <source>Registrar desistência</source>
        <translation>Registrar desistência</translation>
    </message>
    <message>
        <source>Pedido em</source>
        <translation>Pedido em</translation>
    </message>
    <message>
        <source>Valor devolvido (R$)</source>
        <translation>Valor devolvido (R$)</translation>
    </message>
    <message>
        <source>Comprovante da devolução</source>
        <translation>Comprovante da devolução</translation>
    </message>
    <message>
        <source>Continuação da viagem — licença {0}</source>
        <translation>Continuação da viagem — licença {0}</translation>
    </message>
    <message>
        <source>Em retenção, acidente ou avaria, a viagem continua só em veículo registrado na AGR, com a anotação na licença inicial (Res. AGR 105/2017, art. 36).</source>
        <translation>Em retenção, acidente ou avaria, a viagem continua só em veículo registrado na AGR, com a anotação na licença inicial (Res. AGR 105/2017, art. 36).</translation>
    </message>
    <message>
        <source>Anotar continuação</source>
        <translation>Anotar continuação</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Ocorrência em</source>
        <translation>Ocorrência em</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Rodovia, km, município</source>
        <translation>Rodovia, km, município</translation>
    </message>
    <message>
        <source>{0} — {1} lugares</source>
        <translation>{0} — {1} lugares</translation>
    </message>
    <message>
        <source>Veículo substituído</source>
        <translation>Veículo substituído</translation>
    </message>
    <message>
        <source>Novo veículo</source>
        <translation>Novo veículo</translation>
    </message>
    <message>
        <source>Placa do veículo</source>
        <translation>Placa do veículo</translation>
    </message>
    <message>
        <source>Incluir ou substituir passageiro — licença {0}</source>
        <translation>Incluir ou substituir passageiro — licença {0}</translation>
    </message>
    <message>
        <source>Até 4 inclusões ou substituições na lista do fretamento eventual ou contínuo, relacionadas sem rasuras (Res. AGR 105/2017, art. 28, § 1º; art. 29, § 1º). Já feitas: {0}.</source>
        <translation>Até 4 inclusões ou substituições na lista do fretamento eventual ou contínuo, relacionadas sem rasuras (Res. AGR 105/2017, art. 28, § 1º; art. 29, § 1º). Já feitas: {0}.</translation>
    </message>
    <message>
        <source>Registrar e imprimir a lista</source>
        <translation>Registrar e imprimir a lista</translation>
    </message>
    <message>
        <source>— inclusão de passageiro —</source>
        <translation>— inclusão de passageiro —</translation>
    </message>
    <message>
        <source>Substitui</source>
        <translation>Substitui</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>CPF</source>
        <translation>CPF</translation>
    </message>
    <message>
        <source>Outro documento</source>
        <translation>Outro documento</translation>
    </message>
    <message>
        <source>Número do documento</source>
        <translation>Número do documento</translation>
    </message>
    <message>
        <source>Escola (escolar)</source>
        <translation>Escola (escolar)</translation>
    </message>
    <message>
        <source>Declaração dos pais ou responsáveis (art. 30, III)</source>
        <translation>Declaração dos pais ou responsáveis (art. 30, III)</translation>
    </message>
    <message>
        <source>Vínculo (vinculada, art. 54)</source>
        <translation>Vínculo (vinculada, art. 54)</translation>
    </message>
</context>
<context>
    <name>worker</name>
    <message>
        <source>Cancelar</source>
        <translation>Cancelar</translation>
    </message>
</context>
</TS>
