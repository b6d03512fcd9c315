'use client';
import { createContext } from 'react';
import type { PlaygroundControl } from './controls';

/** The controls of the playground around a live demo, resolved on the server from the API reference. */
export const PlaygroundControlsContext = createContext<readonly PlaygroundControl[]>([]);
