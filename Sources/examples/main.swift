import RxBridge
print("ReactiveBridge examples")
