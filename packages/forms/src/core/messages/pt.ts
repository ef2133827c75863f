// Portuguese (pt) is written as Brazilian Portuguese on this site: the same catalog as pt-BR.
export { ptBR as pt, default } from './ptBR';
