import Vellum
