import { offlineAnswer } from "./assistant";
import { writeDescription } from "./description-writer";
import type { AiProvider } from "./provider";

const PIECE_WORDS = 3;
const PIECE_MS = 20;

/** The offline answer arrives a few words at a time, like a live one, so the widget behaves the same. */
async function* inPieces(text: string) {
  const words = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += PIECE_WORDS) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, PIECE_MS));
    yield words.slice(i, i + PIECE_WORDS).join("");
  }
}

/** No model and no key: answers from the facts, descriptions from templates, at no cost. */
export const offlineProvider: AiProvider = {
  name: "offline",
  async chat(request, { facts, contact }) {
    return offlineAnswer(request.message, request.history, facts, contact);
  },
  async chatStream(request, { facts, contact }) {
    return inPieces(offlineAnswer(request.message, request.history, facts, contact));
  },
  async describeProduct(request) {
    return writeDescription(request);
  },
};
