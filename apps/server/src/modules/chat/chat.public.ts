// What the chat module offers the others: whether a language model answers (the boot data says so).
export { chatUsesLanguageModel } from './chat.service';
