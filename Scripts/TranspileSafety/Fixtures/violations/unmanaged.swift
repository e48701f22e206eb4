final class Box {}

func keepAlive(_ box: Box) -> Unmanaged<Box> {  // expect: unmanaged
    Unmanaged.passRetained(box)  // expect: unmanaged
}
