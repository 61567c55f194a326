/** The chat-completions service the journeys' app writes copy with: on this port, started by the global setup. */
export const AI_PORT = Number(process.env.E2E_PORT ?? 3100) + 20000;

/** What that service writes, whatever it is asked: the creator's journey finds it on the published site. */
export const AI_COPY = {
  headline: "Bobotie and koeksisters, made fresh in Observatory",
  intro: "A family café serving Cape Malay favourites since 2009.",
  about: "We are a family café in Observatory.\n\nEverything is cooked on the day.",
  services: [
    { name: "Breakfast", description: "Served until 11:00 every day.", price: "From R 65" },
    { name: "Bobotie", description: "With yellow rice and chutney.", price: "R 120" },
  ],
};
