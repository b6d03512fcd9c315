// Loaded with Tailwind demos only (see src/demos/demoRoutes.ts).
import './tailwind.css';
