// Brazilian or European Portuguese: a goal in Portuguese gets its plan in the Portuguese it is
// written in. Each side has words and forms the other does not use ("você", "cheque especial",
// "academia" against "tu", "descoberto", "ginásio", "estou a correr", "até ao verão"); a goal
// that says neither is planned in Brazilian Portuguese, which most people who write Portuguese
// write.

const EUROPEAN = /(?<!\p{L})(?:tu|teu|tua|teus|tuas|contigo|telemóvel|ginásio|desporto|descoberto|euros?|quilómetros?|ecrã|equipa|registo|autocarro|comboio|pequeno-almoço|carta de condução|tirar a carta|casa de banho|frigorífico|ordenado|ficheiro|utilizador|contacto|connosco|miúdos?|fixe|propinas|sumo|até ao|até à|(?:estou|estás|está|estamos) a \p{L}+[aei]r|\p{L}+[aei]r-(?:me|te|se))(?!\p{L})/iu;
const BRAZILIAN = /(?<!\p{L})(?:você|vocês|cheque especial|academia|ônibus|celular|reais|r\$|quilômetros?|tela|equipe|registro|esporte|trem|carteira de motorista|cnh|autoescola|dirigir|aulas? de direção|banheiro|geladeira|café da manhã|planilha|cadastro|grana|a gente|pra|tô|nome sujo|(?:estou|está|estamos) \p{L}+ndo)(?!\p{L})/iu;

type PortugueseVariant = 'pt' | 'pt-BR';

export function portugueseOf(text: string): PortugueseVariant {
  const european = EUROPEAN.test(text);
  const brazilian = BRAZILIAN.test(text);
  return european && !brazilian ? 'pt' : 'pt-BR';
}
