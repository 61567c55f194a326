import { styledPart } from "./styled-part";

export const Skeleton = styledPart("div", "skeleton", "animate-pulse rounded-md bg-muted");
