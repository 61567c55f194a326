import { LayersIcon } from "lucide-react";

/** Deployments' own icon wherever they are named: the clock belongs to a file's history. */
export const DeploymentsIcon = LayersIcon;
