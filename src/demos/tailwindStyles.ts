// Loaded with Tailwind demos only (see scripts/generate-demo-registry.mjs).
import './tailwind.css';
