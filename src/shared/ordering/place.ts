/** 'da Mesa 3' and 'para a Mesa 7' for tables, which is what most places are called; 'de Balcão', 'para Balcão' otherwise. */
const isTable = (place: string) => /^mesa\b/i.test(place);
export const fromPlace = (place: string) => (isTable(place) ? `da ${place}` : `de ${place}`);
export const toPlace = (place: string) => (isTable(place) ? `para a ${place}` : `para ${place}`);
