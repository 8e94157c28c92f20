// Async boundary: shared singletons are negotiated before any app code runs (DESIGN §2).
import('./bootstrap');
